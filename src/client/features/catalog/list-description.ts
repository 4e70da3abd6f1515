/**
 * The product list's description (its head), also the product page's when the product is
 * unknown: a module of its own, so the product page does not load the list page's code.
 */
export const LIST_DESCRIPTION =
  'Porcelanatos, cerámicos y revestimientos para pisos y paredes: filtrá por área, marca, calidad y acabado, y calculá las cajas que necesitás.';
