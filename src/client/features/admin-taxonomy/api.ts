import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AreaInput, CategoryInput, SubcategoryInput } from '../../../shared/admin-catalog';
import type { Area, Category, Subcategory, Taxonomy } from '../../../shared/catalog';
import { api } from '../../api-client';

/** The admin reads the public taxonomy under an 'admin' key, so logout clears it. */
export const adminTaxonomyQuery = queryOptions({
  queryKey: ['admin', 'taxonomy'],
  queryFn: ({ signal }) => api<Taxonomy>('/api/taxonomy', { signal }),
});

/** Catalogue writes change what every screen shows: refetch all but the session and settings. */
export function invalidateCatalog(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] !== 'auth' && q.queryKey[0] !== 'settings',
  });
}

type Resource = 'areas' | 'categories' | 'subcategories';
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
