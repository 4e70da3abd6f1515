/**
 * "Ver en mi ambiente", also the button's e2e name. The visualizer's name, on the button every tile card and page shows: a module without zod, so
 * the storefront's first load does not carry the visualizer's schemas (tiles.ts).
 */
export const VISUALIZER_LABEL = 'Ver en mi ambiente';
