import type { OrderStatusFilter } from '#shared/admin-orders';
import { ADMIN_PAGE_PATHS as PAGE_PATHS } from '#shared/admin-page-paths';

/**
 * The orders list with its filters set (the list reads them from the address): the orders
 * behind a figure of the Resumen.
 */
export function ordersLink(filters: { status?: OrderStatusFilter; from?: string; to?: string }) {
  const params = new URLSearchParams();
  if (filters.status && filters.status !== 'all') params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  const query = params.toString();
  return query ? `${PAGE_PATHS.adminOrders}?${query}` : PAGE_PATHS.adminOrders;
}
