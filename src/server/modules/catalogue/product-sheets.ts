/**
 * The products' spreadsheets, by job: reading a file (sheet-read.ts, product-sheet-rows.ts),
 * exporting the list (product-sheet-export.ts), checking an import (product-sheet-plan.ts) and
 * applying it (product-sheet-import.ts).
 */
export { readSheet } from '#server/lib/sheet-read';
export { exportProducts } from './product-sheet-export';
export { checkImport } from './product-sheet-plan';
export { applyImport } from './product-sheet-import';
