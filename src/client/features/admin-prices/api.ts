import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type PriceBatchInput, priceBatchEndpoints } from '#shared/price-batches';
import { client } from '#client/api/endpoint-client';
import { invalidateCatalog } from '#client/api/invalidate-catalog';

const batches = client(priceBatchEndpoints);

export const priceBatchesQuery = queryOptions({
  queryKey: ['admin', 'price-batches'],
  queryFn: ({ signal }) => batches.list({}, { signal }),
});

export const previewPriceBatch = (input: PriceBatchInput) => batches.preview({ body: input });

export function useApplyPriceBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PriceBatchInput) => batches.apply({ body: input }),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

export function useUndoPriceBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => batches.undo({ params: { id } }),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}
