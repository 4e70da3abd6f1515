import { PAGE_PATHS } from './page-paths';

/**
 * Every page of the shop, the admin's screens included: the storefront's first load carries only
 * PAGE_PATHS (the admin's entry and sign-in among them); these come with the admin's own code.
 */
export const ADMIN_PAGE_PATHS = {
  ...PAGE_PATHS,
  adminSummary: '/admin/resumen',
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
  adminStock: '/admin/stock',
  adminCustomers: '/admin/clientes',
  adminPurchasing: '/admin/compras',
  adminSuppliers: '/admin/proveedores',
} as const;
