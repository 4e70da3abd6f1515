import {
  type SetOrderDeliveryInput,
  adminOrderDeliveryEndpoints,
} from '#shared/order-delivery-change';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  OrderExportFormat,
  OrderExportRows,
  OrderStatusFilter,
  UpdateOrderStatusInput,
} from '#shared/admin-orders';
import type { AddOrderNoteInput, AdminOrderDetail } from '#shared/admin-order-detail';
import { type OrderDocument, adminOrderEndpoints } from '#shared/admin-order-endpoints';
import { endpointHref } from '#shared/endpoint';
import type { UpdateOrderLinesInput } from '#shared/order-lines-edit';
import type {
  ManualRefundInput,
  MercadoPagoRefund,
  RecordPaymentInput,
} from '#shared/order-payments';
import { refundEndpoints } from '#shared/payments/refund-endpoints';
import { deliveryZoneEndpoints } from '#shared/storefront-endpoints';
import { type OrderVersionBody, STALE_ORDER_CODE } from '#shared/order-version';
import type { PhoneOrderInput } from '#shared/phone-order';
import { adminCustomerEndpoints } from '#shared/customers/customers';
import { ApiError } from '#client/api-client';
import { client } from '#client/api/endpoint-client';
import type { MoveLineLot } from '#shared/stock/contract';
import { STOCK_QUERY_KEY } from '#client/api/product-stock';
import { stockEndpoints } from '#shared/stock/endpoints';

export interface OrderFilters {
  q: string;
  status: OrderStatusFilter;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

const orders = client(adminOrderEndpoints);
const stock = client(stockEndpoints);
const customers = client(adminCustomerEndpoints);
const refunds = client(refundEndpoints);
const deliveryZones = client(deliveryZoneEndpoints);
const orderDelivery = client(adminOrderDeliveryEndpoints);

const ORDERS_KEY = ['admin', 'orders'] as const;

/** The list's filters as the query sends them: only those that filter. */
const filterQuery = (filters: Omit<OrderFilters, 'page' | 'pageSize'>) => ({
  q: filters.q.trim() || undefined,
  status: filters.status === 'all' ? undefined : filters.status,
  from: filters.from || undefined,
  to: filters.to || undefined,
});

const orderParams = (id: number) => ({ id: String(id) });

/** The export of the orders the list shows (its filters), as a file to save. */
export function exportOrders(
  filters: Omit<OrderFilters, 'page' | 'pageSize'>,
  format: OrderExportFormat,
  rows: OrderExportRows,
): Promise<void> {
  return orders.export({ query: { ...filterQuery(filters), format, rows } });
}

/** The order's presupuesto or remito PDF. */
export const orderDocumentUrl = (id: number, kind: OrderDocument) =>
  endpointHref(adminOrderEndpoints.document, { params: { ...orderParams(id), kind } });

export const adminOrdersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', filters],
    queryFn: ({ signal }) =>
      orders.list(
        { query: { ...filterQuery(filters), page: filters.page, pageSize: filters.pageSize } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** The shop's delivery zones, as the checkout reads them (the phone order prices Envío alike). */
export const deliveryZonesQuery = queryOptions({
  queryKey: ['delivery-zones'],
  queryFn: ({ signal }) => deliveryZones.list({}, { signal }),
  staleTime: 60 * 1000,
});

/** The profesional customer (with a discount) a phone order with this e-mail and phone joins. */
export const professionalCustomerQuery = (email: string, phone: string) =>
  queryOptions({
    queryKey: ['admin', 'customers', 'professional', email, phone],
    queryFn: ({ signal }) => customers.professional({ query: { email, phone } }, { signal }),
    staleTime: 30 * 1000,
  });

export const adminOrderQuery = (id: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', id],
    // The detail a change answers (without the delivery) is merged under the same key.
    queryFn: ({ signal }): Promise<AdminOrderDetail> =>
      orders.detail({ params: orderParams(id) }, { signal }),
  });

export function useAdminOrders(filters: OrderFilters) {
  return useQuery(adminOrdersQuery(filters));
}

export function useAdminOrder(id: number) {
  return useQuery(adminOrderQuery(id));
}

function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
}

export function useUpdateOrderStatus() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateOrderStatusInput & { id: number }) =>
      orders.updateStatus({ params: orderParams(id), body }),
    onSuccess: invalidate,
    // A stale view (409) or any failure: the list shows the order as it is now.
    onError: invalidate,
  });
}

/** A 409 for an edit made from an older view of the order (shared/order-version.ts). */
export function isStaleOrder(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === STALE_ORDER_CODE;
}

/**
 * A change to one order answers its detail: shown at once, and the lists refetched. When the
 * order changed meanwhile (409), the order is reloaded; what the screen had typed stays in its
 * own state, to be reviewed against the new order and saved again.
 */
function useOrderChange<Variables>(request: (variables: Variables) => Promise<AdminOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (detail) => {
      // The change answers the detail without the delivery: the one shown stays until the
      // order is read again, so the delivery row never drops out of the lines in between.
      const key = adminOrderQuery(detail.id).queryKey;
      queryClient.setQueryData(key, (shown) => ({ ...shown, ...detail }));
      await queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] });
      await queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
    onError: async (error) => {
      if (isStaleOrder(error)) await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}

export function useRecordPayment(orderId: number) {
  return useOrderChange((payment: RecordPaymentInput) =>
    orders.recordPayment({ params: orderParams(orderId), body: payment }),
  );
}

export function useDeletePayment(orderId: number) {
  return useOrderChange((paymentId: string) =>
    orders.deletePayment({ params: { ...orderParams(orderId), paymentId } }),
  );
}

/** Gives back part or all of a Mercado Pago payment (row `paymentId`) through Mercado Pago. */
export function useMercadoPagoRefund(orderId: number) {
  return useOrderChange(({ paymentId, ...body }: MercadoPagoRefund & { paymentId: string }) =>
    refunds.mercadoPagoRefund({ params: { ...orderParams(orderId), paymentId }, body }),
  );
}

export function useManualRefund(orderId: number) {
  return useOrderChange((refund: ManualRefundInput) =>
    refunds.manualRefund({ params: orderParams(orderId), body: refund }),
  );
}

export function useUpdateOrderLines(orderId: number) {
  return useOrderChange((input: UpdateOrderLinesInput) =>
    orders.updateLines({ params: orderParams(orderId), body: input }),
  );
}

export function useSetOrderDelivery(orderId: number) {
  return useOrderChange((body: SetOrderDeliveryInput) =>
    orderDelivery.setDelivery({ params: orderParams(orderId), body }),
  );
}

export function useRenewQuote(orderId: number) {
  return useOrderChange((body: OrderVersionBody) =>
    orders.renewQuote({ params: orderParams(orderId), body }),
  );
}

export function useCreatePhoneOrder() {
  return useOrderChange((input: PhoneOrderInput) => orders.createPhoneOrder({ body: input }));
}

export function useAddOrderNote(orderId: number) {
  return useOrderChange((note: AddOrderNoteInput) =>
    orders.addNote({ params: orderParams(orderId), body: note }),
  );
}

export function useDeleteOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (id: number) => orders.remove({ params: orderParams(id) }),
    onSuccess: invalidate,
  });
}

/** Each line's lot (stock by lot): under the stock key, which stock writes refresh. */
export function useOrderLots(orderId: number) {
  return useQuery({
    queryKey: [...STOCK_QUERY_KEY, 'order', orderId],
    queryFn: ({ signal }) => stock.lineLots({ params: orderParams(orderId) }, { signal }),
  });
}

/**
 * Moves a reserved line to another lot of its product. The order's version changes with it, so
 * the order is refetched (an edit from the old view would be refused as stale), and so are the
 * lots and the stock.
 */
export function useMoveLineLot(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveLineLot) => stock.moveLineLot({ params: orderParams(orderId), body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: STOCK_QUERY_KEY }),
      ]),
  });
}
