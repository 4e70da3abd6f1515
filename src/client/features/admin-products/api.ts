import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductInput, ProductUpdate } from '#shared/admin-catalog';
import { adminProductEndpoints } from '#shared/admin-catalog-endpoints';
import { client } from '#client/api/endpoint-client';
import { invalidateCatalog } from '#client/api/invalidate-catalog';

const products = client(adminProductEndpoints);

export const adminBrandsQuery = queryOptions({
  queryKey: ['admin', 'products', 'brands'],
  queryFn: ({ signal }) => products.brands({}, { signal }),
});

export const createProduct = (input: ProductInput) => products.create({ body: input });

export const updateProduct = (id: string, input: ProductUpdate) =>
  products.update({ params: { id }, body: input });

export function useDuplicateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => products.duplicate({ params: { id } }),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => products.remove({ params: { id } }),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

export function useQuickPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, price }: { id: string; price: number }) =>
      products.setPrice({ params: { id }, body: { price } }),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

export const priceHistoryQuery = (productId: string) =>
  queryOptions({
    queryKey: ['admin', 'products', productId, 'price-history'],
    queryFn: ({ signal }) => products.priceHistory({ params: { id: productId } }, { signal }),
  });
