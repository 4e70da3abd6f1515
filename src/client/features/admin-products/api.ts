import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductInput, ProductUpdate } from '../../../shared/admin-catalog';
import type { ProductDetail } from '../../../shared/catalog';
import { api } from '../../api-client';
import type { PriceHistoryEntry } from '../../../shared/price-batches';
import { invalidateCatalog } from '../../api/invalidate-catalog';

export const adminBrandsQuery = queryOptions({
  queryKey: ['admin', 'products', 'brands'],
  queryFn: ({ signal }) => api<string[]>('/api/admin/products/brands', { signal }),
});

export const createProduct = (input: ProductInput) =>
  api<ProductDetail>('/api/admin/products', { method: 'POST', body: input });

export const updateProduct = (id: string, input: ProductUpdate) =>
  api<ProductDetail>(`/api/admin/products/${id}`, { method: 'PUT', body: input });

export function useDuplicateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<ProductDetail>(`/api/admin/products/${id}/duplicate`, { method: 'POST' }),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/products/${id}`, { method: 'DELETE' }),
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
