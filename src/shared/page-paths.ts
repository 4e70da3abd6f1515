/**
 * Every page of the shop, by path. The client's route table (src/client/router.tsx) names its
 * routes with these, and the server answers 404 for a path that is none of them, so the two
 * cannot disagree about which pages exist.
 */
export const PAGE_PATHS = {
  home: '/',
  products: '/productos',
  /** The list, and under it each category page (/productos/{área}/{categoría}/{subcategoría}). */
  catalogue: '/productos/*',
  product: '/producto/:id',
  cart: '/carrito',
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
  adminProducts: '/admin/productos',
  adminPrices: '/admin/precios',
  adminAreas: '/admin/areas',
  adminCategories: '/admin/categorias',
  adminOrders: '/admin/pedidos',
  adminDeliveryZones: '/admin/zonas-de-envio',
  adminUsers: '/admin/usuarios',
  adminLogs: '/admin/logs',
  adminActivity: '/admin/actividad',
  adminTrash: '/admin/papelera',
  adminBackups: '/admin/copias',
  adminSettings: '/admin/configuracion',
  adminLegal: '/admin/legales',
  adminHome: '/admin/inicio',
  adminWithdrawals: '/admin/arrepentimientos',
} as const;

export { PAGE_NOT_FOUND } from './messages';

const PATTERNS = Object.values(PAGE_PATHS).map(
  (path) => new RegExp(`^${path.replace(/:[a-z]+/gi, '[^/]+').replace(/\/\*$/, '(/.*)?')}$`),
);

/** Whether a (decoded) pathname is one of the shop's pages; a trailing slash is allowed. */
export function isPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PATTERNS.some((pattern) => pattern.test(path));
}

/** A path relative to its parent route ('/admin/pedidos' under '/admin' is 'pedidos'). */
export function childPath(path: string, parent: string): string {
  return path.slice(parent === '/' ? 1 : parent.length + 1);
}
