import { z } from 'zod';
import { ADMIN_ORDER_MESSAGES, IsoDaySchema, PagingQuerySchema } from './admin-orders';
import { endpoints } from './endpoint';

/**
 * What staff did, for the super_admin's 'Actividad' page. Each action belongs to a group (the
 * 'Qué' filter); the lead adds actions of merged features here (settings, price batches).
 */
export const ACTIVITY_ACTIONS = {
  'product.create': { group: 'products', label: 'Producto creado' },
  'product.update': { group: 'products', label: 'Producto editado' },
  'product.delete': { group: 'products', label: 'Producto eliminado' },
  'product.restore': { group: 'products', label: 'Producto restaurado' },
  'prices.batch': { group: 'products', label: 'Cambio de precios' },
  'products.import': { group: 'products', label: 'Importación de productos' },
  'area.create': { group: 'taxonomy', label: 'Área creada' },
  'area.update': { group: 'taxonomy', label: 'Área editada' },
  'area.delete': { group: 'taxonomy', label: 'Área eliminada' },
  'category.create': { group: 'taxonomy', label: 'Categoría creada' },
  'category.update': { group: 'taxonomy', label: 'Categoría editada' },
  'category.delete': { group: 'taxonomy', label: 'Categoría eliminada' },
  'subcategory.create': { group: 'taxonomy', label: 'Subcategoría creada' },
  'subcategory.update': { group: 'taxonomy', label: 'Subcategoría editada' },
  'subcategory.delete': { group: 'taxonomy', label: 'Subcategoría eliminada' },
  'order.create': { group: 'orders', label: 'Pedido telefónico' },
  'order.lines': { group: 'orders', label: 'Líneas de pedido editadas' },
  'order.quote': { group: 'orders', label: 'Presupuesto renovado' },
  'order.delivery': { group: 'orders', label: 'Entrega de pedido' },
  'order.status': { group: 'orders', label: 'Estado de pedido' },
  'order.payment': { group: 'orders', label: 'Pago de pedido' },
  'order.mercado_pago': { group: 'orders', label: 'Pago de Mercado Pago para revisar' },
  'order.delete': { group: 'orders', label: 'Pedido eliminado' },
  'order.restore': { group: 'orders', label: 'Pedido restaurado' },
  'user.create': { group: 'users', label: 'Usuario creado' },
  'user.update': { group: 'users', label: 'Usuario editado' },
  'user.delete': { group: 'users', label: 'Usuario eliminado' },
  'user.password_reset': { group: 'users', label: 'Restablecimiento forzado' },
  'settings.update': { group: 'settings', label: 'Configuración de la tienda' },
  'home.update': { group: 'settings', label: 'Contenido de Inicio' },
  'delivery_zone.create': { group: 'settings', label: 'Zona de envío creada' },
  'delivery_zone.update': { group: 'settings', label: 'Zona de envío editada' },
  'delivery_zone.delete': { group: 'settings', label: 'Zona de envío eliminada' },
  'trash.purge': { group: 'trash', label: 'Eliminado de la papelera' },
  'supplier.create': { group: 'purchasing', label: 'Proveedor creado' },
  'supplier.update': { group: 'purchasing', label: 'Proveedor editado' },
  'supplier.products': { group: 'purchasing', label: 'Productos del proveedor' },
  'purchase_order.create': { group: 'purchasing', label: 'Orden de compra creada' },
  'purchase_order.update': { group: 'purchasing', label: 'Orden de compra editada' },
  'purchase_order.send': { group: 'purchasing', label: 'Orden de compra enviada' },
  'purchase_order.cancel': { group: 'purchasing', label: 'Orden de compra cancelada' },
  'purchase_order.receive': { group: 'purchasing', label: 'Mercadería recibida' },
  'invoicing.settings': { group: 'settings', label: 'Datos de facturación' },
  'invoice.create': { group: 'orders', label: 'Pedido facturado' },
} as const;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;
export const ACTIVITY_ACTION_KEYS = Object.keys(ACTIVITY_ACTIONS) as ActivityAction[];

export const ACTIVITY_GROUPS = {
  products: 'Productos y precios',
  taxonomy: 'Áreas y categorías',
  orders: 'Pedidos',
  users: 'Usuarios',
  settings: 'Configuración e Inicio',
  trash: 'Papelera',
  purchasing: 'Compras',
} as const;
export type ActivityGroup = keyof typeof ACTIVITY_GROUPS;
export const ACTIVITY_GROUP_KEYS = Object.keys(ACTIVITY_GROUPS) as ActivityGroup[];

export const ACTIVITY_MESSAGES = {
  loadError: 'Error al cargar la actividad. Por favor, intentá nuevamente.',
  empty: 'No hay actividad para mostrar.',
  invalidGroup: 'El tipo de cambio no es válido.',
  invalidActor: 'El usuario no es válido.',
} as const;

export const ACTIVITY_PAGE_SIZES = [25, 50, 100] as const;

/** GET /api/admin/activity: who (an e-mail), what (a group), from and to (shop days). */
export const ActivityQuerySchema = PagingQuerySchema.extend({
  actor: z
    .string(ACTIVITY_MESSAGES.invalidActor)
    .trim()
    .max(254, ACTIVITY_MESSAGES.invalidActor)
    .optional(),
  group: z.enum(ACTIVITY_GROUP_KEYS, ACTIVITY_MESSAGES.invalidGroup).optional(),
  from: IsoDaySchema.optional(),
  to: IsoDaySchema.optional(),
}).refine((v) => !v.from || !v.to || v.from <= v.to, {
  path: ['to'],
  message: ADMIN_ORDER_MESSAGES.invalidRange,
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

export const ActivityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  actorName: z.string(),
  action: z.enum(ACTIVITY_ACTION_KEYS),
  subject: z.string(),
  detail: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ActivityListSchema = z.object({
  entries: z.array(ActivityEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Everyone who appears in the log (also deleted users), for the 'Quién' filter. */
  actors: z.array(z.object({ email: z.string(), name: z.string() })),
});
export type ActivityList = z.infer<typeof ActivityListSchema>;

/** /api/admin/activity: the activity log, super_admin only. */
export const activityEndpoints = endpoints({
  list: {
    method: 'GET',
    path: '/api/admin/activity',
    query: ActivityQuerySchema,
    response: ActivityListSchema,
  },
});
