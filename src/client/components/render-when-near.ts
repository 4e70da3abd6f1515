/**
 * Styles for a block that a page usually opens with out of view (the cards past the first, the
 * footer): the browser skips laying it out and painting it until it nears the viewport, which
 * keeps the work of a phone's first paint to what is on screen. Meanwhile it is `height` pixels
 * tall; once drawn, the browser remembers its real height.
 */
export function renderWhenNear(height: number) {
  // Only the height: a width of its own would push a grid's flexible column wider than the screen.
  return { contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${height}px` } as const;
}
