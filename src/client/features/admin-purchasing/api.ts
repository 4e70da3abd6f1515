import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrderInput, ReceiptInput, SupplierInput } from '#shared/purchasing/contract';
import { purchasingEndpoints } from '#shared/purchasing/endpoints';
import { endpointHref } from '#shared/endpoint';
import { client } from '#client/api/endpoint-client';

const purchasing = client(purchasingEndpoints);

const KEY = ['admin', 'purchasing'] as const;

export const suppliersQuery = queryOptions({
  queryKey: [...KEY, 'suppliers'],
  queryFn: ({ signal }) => purchasing.suppliers({}, { signal }),
});

export function useSuppliers(enabled = true) {
  return useQuery({ ...suppliersQuery, enabled });
}

export function usePurchaseOrders() {
  return useQuery({
    queryKey: [...KEY, 'orders'],
    queryFn: ({ signal }) => purchasing.orders({ query: {} }, { signal }),
  });
}

export function usePurchaseOrder(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'orders', id],
    queryFn: ({ signal }) => purchasing.order({ params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
}

/** Every purchasing answer is refetched after a change (lists, the open order, the stock). */
function useChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: KEY });
      await queries.invalidateQueries({ queryKey: ['admin', 'stock'] });
    },
  });
}

export function useSaveSupplier() {
  return useChange(({ id, input }: { id: string | null; input: SupplierInput }) =>
    id
      ? purchasing.updateSupplier({ params: { id }, body: input })
      : purchasing.createSupplier({ body: input }),
  );
}

export function useCreatePurchaseOrder() {
  return useChange((input: PurchaseOrderInput) => purchasing.createOrder({ body: input }));
}

export function useSendPurchaseOrder() {
  return useChange((id: number) => purchasing.send({ params: { id } }));
}

export function useCancelPurchaseOrder() {
  return useChange((id: number) => purchasing.cancel({ params: { id } }));
}

export function useReceivePurchaseOrder() {
  return useChange(({ id, input }: { id: number; input: ReceiptInput }) =>
    purchasing.receive({ params: { id }, body: input }),
  );
}

export const suggestPurchase = (supplierId: string) =>
  purchasing.suggest({ query: { supplierId } });

export const purchaseOrderPdfHref = (id: number) =>
  endpointHref(purchasingEndpoints.pdf, { params: { id } });
