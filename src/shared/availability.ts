/** Whether a product is in the shop (publicado) or hidden while it is prepared (borrador). */
export const PRODUCT_STATUSES = ['borrador', 'publicado'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  borrador: 'Borrador',
  publicado: 'Publicado',
};

export const OUT_OF_STOCK_LABEL = 'Sin stock';

/**
 * What changed a price: the product dialog, the list's quick edit, a bulk batch or its undo,
 * a spreadsheet import.
 */
export const PRICE_CHANGE_SOURCES = [
  'edicion',
  'rapida',
  'lote',
  'deshacer',
  'importacion',
] as const;
export type PriceChangeSource = (typeof PRICE_CHANGE_SOURCES)[number];

export const PRICE_CHANGE_SOURCE_LABELS: Record<PriceChangeSource, string> = {
  edicion: 'Edición del producto',
  rapida: 'Edición rápida',
  lote: 'Cambio masivo',
  deshacer: 'Cambio masivo deshecho',
  importacion: 'Importación de planilla',
};

/**
 * Why the server refuses an order line: the product is hidden or out of stock. A hidden
 * product's name is never told (a borrador may be unannounced; its id is no secret): the field
 * of the answer says which line it is.
 */
export const UNAVAILABLE_PRODUCT_MESSAGE =
  'Un producto del carrito ya no está disponible en la tienda. Quitalo del carrito para continuar.';
export const outOfStockProductMessage = (name: string) =>
  `"${name}" no tiene stock. Quitalo del carrito para continuar.`;

/** The name of a product's copy (SPEC: "… (copia)"), within the name's 200 characters. */
export function copyName(name: string): string {
  const suffix = ' (copia)';
  return `${name.slice(0, 200 - suffix.length)}${suffix}`;
}
