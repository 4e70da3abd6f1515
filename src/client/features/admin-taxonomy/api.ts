import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AreaInput,
  CategoryInput,
  SubcategoryInput,
  TaxonomyOrder,
  TaxonomyProductCounts,
} from '../../../shared/admin-catalog';
import type { Area, Category, Subcategory, Taxonomy } from '../../../shared/catalog';
import { api } from '../../api-client';
import { invalidateCatalog } from '../../api/invalidate-catalog';

/** The admin reads the public taxonomy under an 'admin' key, so logout clears it. */
export const adminTaxonomyQuery = queryOptions({
  queryKey: ['admin', 'taxonomy'],
  queryFn: ({ signal }) => api<Taxonomy>('/api/taxonomy', { signal }),
});

/** How many products each area, category and subcategory holds (for the confirmations). */
export const taxonomyProductCountsQuery = queryOptions({
  queryKey: ['admin', 'taxonomy', 'product-counts'],
  queryFn: ({ signal }) =>
    api<TaxonomyProductCounts>('/api/admin/taxonomy/product-counts', { signal }),
});

export type Resource = 'areas' | 'categories' | 'subcategories';
interface SaveVariables<T> {
  id: string | null;
  input: T;
}

function useSave<T, R>(resource: Resource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveVariables<T>) =>
      api<R>(id ? `/api/admin/${resource}/${id}` : `/api/admin/${resource}`, {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

function useDelete(resource: Resource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/${resource}/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

export const useSaveArea = () => useSave<AreaInput, Area>('areas');
export const useDeleteArea = () => useDelete('areas');
export const useSaveCategory = () => useSave<CategoryInput, Category>('categories');
export const useDeleteCategory = () => useDelete('categories');
export const useSaveSubcategory = () => useSave<SubcategoryInput, Subcategory>('subcategories');
export const useDeleteSubcategory = () => useDelete('subcategories');

/** Moves an item to a position among its siblings; the server renumbers them 1..n. */
export function useReorder(resource: Resource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, order }: TaxonomyOrder & { id: string }) =>
      api<TaxonomyOrder & { id: string }>(`/api/admin/${resource}/${id}/order`, {
        method: 'PUT',
        body: { order },
      }),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}
