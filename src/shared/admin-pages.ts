import { ADMIN_PAGE_PATHS as P } from './admin-page-paths';
import type { PageRole } from './pages';

/**
 * The admin's half of the page table (pages.ts has the storefront's): apart, so that a shopper's
 * first load, which carries pages.ts, carries none of it.
 */

interface AdminPage {
  file: string;
  path: string;
  /** Its entry in the admin menu. */
  menu: string;
  role: PageRole;
}

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
  { file: 'admin/purchasing', path: P.adminPurchasing, menu: 'Compras', role: 'admin' },
  { file: 'admin/suppliers', path: P.adminSuppliers, menu: 'Proveedores', role: 'super_admin' },
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
