import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '../../../shared/catalog';
import type {
  PriceBatch,
  PriceBatchInput,
  PriceHistoryEntry,
  PricePreview,
} from '../../../shared/price-batches';
import { api } from '../../api-client';
import { invalidateCatalog } from '../admin-taxonomy/api';

export const priceBatchesQuery = queryOptions({
  queryKey: ['admin', 'price-batches'],
  queryFn: ({ signal }) => api<PriceBatch[]>('/api/admin/price-batches', { signal }),
});

export const previewPriceBatch = (input: PriceBatchInput) =>
  api<PricePreview>('/api/admin/price-batches/preview', { method: 'POST', body: input });

export function useApplyPriceBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PriceBatchInput) =>
      api<PriceBatch>('/api/admin/price-batches', { method: 'POST', body: input }),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

export function useUndoPriceBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<PriceBatch>(`/api/admin/price-batches/${id}/undo`, { method: 'POST' }),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

export function useQuickPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, price }: { id: string; price: number }) =>
      api<ProductDetail>(`/api/admin/products/${id}/price`, { method: 'PATCH', body: { price } }),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

export const priceHistoryQuery = (productId: string) =>
  queryOptions({
    queryKey: ['admin', 'products', productId, 'price-history'],
    queryFn: ({ signal }) =>
      api<PriceHistoryEntry[]>(`/api/admin/products/${productId}/price-history`, { signal }),
  });
