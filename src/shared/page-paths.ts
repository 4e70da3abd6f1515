/**
 * Every page of the shop, by path. The client's route table (src/client/router.tsx) names its
 * routes with these, and the server serves that route table (plugins/pages.ts: any other path
 * is its 404 page), so the two cannot disagree about which pages exist.
 */
export const PAGE_PATHS = {
  home: '/',
  products: '/productos',
  /** The list, and under it each category page (/productos/{área}/{categoría}/{subcategoría}). */
  catalogue: '/productos/*',
  product: '/producto/:id',
  cart: '/carrito',
  /** A cart shared with a short link: loads it into /carrito. */
  sharedCart: '/c/:code',
  checkout: '/checkout',
  contact: '/contacto',
  orderPage: '/pedido/:token',
  terms: '/terminos',
  privacy: '/privacidad',
  withdrawal: '/arrepentimiento',
  adminLogin: '/admin/login',
  adminForgotPassword: '/admin/recuperar',
  adminResetPassword: '/admin/restablecer',
  admin: '/admin',
  /** The admin's first screen: after signing in, at /admin and from the top bar's icon. */
  adminProducts: '/admin/productos',
} as const;

export { PAGE_NOT_FOUND } from './messages';

/** A path relative to its parent route ('/admin/pedidos' under '/admin' is 'pedidos'). */
export function childPath(path: string, parent: string): string {
  return path.slice(parent === '/' ? 1 : parent.length + 1);
}
