import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceBatch, PriceBatchInput, PricePreview } from '../../../shared/price-batches';
import { api } from '../../api-client';
import { invalidateCatalog } from '../../api/invalidate-catalog';

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
