/** A page number, or a gap in the row ('…'). */
export type PagerItem = number | 'start-gap' | 'end-gap';

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The page numbers a pager shows for page `page` of `count`: the first and the last, the page and
 * one on each side of it, and a gap where pages are left out — the row MUI's Pagination draws
 * (boundaryCount 1, siblingCount 1), always the same length once there are enough pages, so the
 * buttons do not move under the pointer.
 */
export function pagerItems(page: number, count: number): PagerItem[] {
  const boundary = 1;
  const sibling = 1;
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - sibling, count - boundary - sibling * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + sibling, boundary + sibling * 2 + 2),
    count - boundary - 1,
  );
  return [
    ...startPages,
    ...(siblingsStart > boundary + 2
      ? (['start-gap'] as const)
      : boundary + 1 < count - boundary
        ? [boundary + 1]
        : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1
      ? (['end-gap'] as const)
      : count - boundary > boundary
        ? [count - boundary]
        : []),
    ...endPages,
  ];
}
