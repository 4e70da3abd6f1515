import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductList, ProductInput, ProductUpdate } from '../../../shared/admin-catalog';
import type { ProductDetail } from '../../../shared/catalog';
import { api } from '../../api-client';
import { invalidateCatalog } from '../admin-taxonomy/api';

export function adminProductsQuery(q: string, page: number) {
  const params = new URLSearchParams({ q, page: String(page) });
  return queryOptions({
    queryKey: ['admin', 'products', { q, page }],
    queryFn: ({ signal }) => api<AdminProductList>(`/api/admin/products?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

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
