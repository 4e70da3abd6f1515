import { PAGE_PATHS as P } from './page-paths';

/**
 * What the shop knows of each page besides its path, in one table: the module that draws it
 * (src/client/routes/{file}.tsx), who may open it, its place in the admin menu, and whether the
 * sitemap lists it. The client's route table, the admin menu, the pages' guards and the server's
 * sitemap are all made from it (docs/architecture.md, "Adding a page"). A page's head (title,
 * description, noindex) is in its module's `handle`, next to what it shows.
 */

/** Who may open a page: any signed-in staff member, or only a super admin. */
export type PageRole = 'admin' | 'super_admin';

interface PublicPage {
  file: string;
  path: string;
  /** Listed in /sitemap.xml at this address (a page with subpages is listed at its base). */
  sitemap?: string;
}

interface AdminPage {
  file: string;
  path: string;
  /** Its entry in the admin menu. */
  menu: string;
  role: PageRole;
}

/** The storefront's pages (and the admin's sign-in screens, which anyone may open). */
export const PUBLIC_PAGES = [
  { file: 'home', path: P.home, sitemap: P.home },
  { file: 'products', path: P.catalogue, sitemap: P.products },
  { file: 'product', path: P.product },
  { file: 'cart', path: P.cart },
  { file: 'shared-cart', path: P.sharedCart },
  { file: 'checkout', path: P.checkout },
  { file: 'contact', path: P.contact, sitemap: P.contact },
  { file: 'order-page', path: P.orderPage },
  { file: 'terms', path: P.terms },
  { file: 'privacy', path: P.privacy },
  { file: 'withdrawal', path: P.withdrawal },
  { file: 'admin/login', path: P.adminLogin },
  { file: 'admin/forgot-password', path: P.adminForgotPassword },
  { file: 'admin/reset-password', path: P.adminResetPassword },
] as const satisfies readonly PublicPage[];

/**
 * The admin's screens under /admin, in the order of its menu. A screen no other page links to
 * writes its path here ('/admin/proveedores'); one that is linked to takes it from PAGE_PATHS, so
 * its links are built with href().
 */
export const ADMIN_PAGES = [
  { file: 'admin/summary', path: P.adminSummary, menu: 'Resumen', role: 'admin' },
  { file: 'admin/products', path: P.adminProducts, menu: 'Productos', role: 'admin' },
  { file: 'admin/prices', path: P.adminPrices, menu: 'Precios', role: 'admin' },
  { file: 'admin/areas', path: P.adminAreas, menu: 'Áreas', role: 'admin' },
  { file: 'admin/categories', path: P.adminCategories, menu: 'Categorías', role: 'admin' },
  { file: 'admin/orders', path: P.adminOrders, menu: 'Pedidos', role: 'admin' },
  { file: 'admin/stock', path: P.adminStock, menu: 'Stock', role: 'admin' },
  { file: 'admin/customers', path: P.adminCustomers, menu: 'Clientes', role: 'admin' },
  { file: 'admin/home', path: P.adminHome, menu: 'Inicio', role: 'admin' },
  {
    file: 'admin/delivery-zones',
    path: P.adminDeliveryZones,
    menu: 'Zonas de envío',
    role: 'admin',
  },
  {
    file: 'admin/withdrawals',
    path: P.adminWithdrawals,
    menu: 'Arrepentimientos',
    role: 'admin',
  },
  { file: 'admin/users', path: P.adminUsers, menu: 'Usuarios', role: 'super_admin' },
  { file: 'admin/logs', path: P.adminLogs, menu: 'Logs de Acceso', role: 'super_admin' },
  { file: 'admin/activity', path: P.adminActivity, menu: 'Actividad', role: 'super_admin' },
  { file: 'admin/trash', path: P.adminTrash, menu: 'Papelera', role: 'super_admin' },
  {
    file: 'admin/settings',
    path: P.adminSettings,
    menu: 'Configuración',
    role: 'super_admin',
  },
  { file: 'admin/legal', path: P.adminLegal, menu: 'Textos legales', role: 'super_admin' },
  {
    file: 'admin/backups',
    path: P.adminBackups,
    menu: 'Copias de seguridad',
    role: 'super_admin',
  },
] as const satisfies readonly AdminPage[];

export type AdminPageFile = (typeof ADMIN_PAGES)[number]['file'];

/** The storefront's own addresses in /sitemap.xml (categories and products are added to them). */
export const SITEMAP_PATHS: readonly string[] = PUBLIC_PAGES.flatMap((page) =>
  'sitemap' in page ? [page.sitemap] : [],
);

/** The names a page path's parameters take ('/pedido/:token' → 'token'). */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type PagePath = (typeof P)[keyof typeof P];

/**
 * A link to a page, by its path in PAGE_PATHS and its parameters: `href(P.product, { id })`.
 * A missing or misnamed parameter is a type error, and each value is escaped for the URL.
 */
export function href<Path extends PagePath>(
  path: Path,
  ...[params]: ParamNames<Path> extends never ? [] : [Record<ParamNames<Path>, string>]
): string {
  if (!params) return path;
  return path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );
}
