/**
 * Spanish messages shown by both sides, free of zod so any client chunk can import them without
 * pulling the schemas in.
 */
export const PRODUCT_NOT_FOUND = 'Producto no encontrado';
export const PAGE_NOT_FOUND = 'Página no encontrada';
export const GENERIC_ERROR_MESSAGE = 'Ocurrió un error inesperado. Por favor, intentá nuevamente.';
