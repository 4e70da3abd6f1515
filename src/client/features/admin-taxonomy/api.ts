import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AreaInput,
  CategoryInput,
  SubcategoryInput,
  TaxonomyOrder,
} from '#shared/admin-catalog';
import { adminTaxonomyEndpoints } from '#shared/admin-catalog-endpoints';
import type { Area, Category, Subcategory } from '#shared/catalog';
import { client } from '#client/api/endpoint-client';
import { invalidateCatalog } from '#client/api/invalidate-catalog';

const taxonomy = client(adminTaxonomyEndpoints);

/** The admin reads the public taxonomy under an 'admin' key, so logout clears it. */
export const adminTaxonomyQuery = queryOptions({
  queryKey: ['admin', 'taxonomy'],
  queryFn: ({ signal }) => taxonomy.taxonomy({}, { signal }),
});

/** How many products each area, category and subcategory holds (for the confirmations). */
export const taxonomyProductCountsQuery = queryOptions({
  queryKey: ['admin', 'taxonomy', 'product-counts'],
  queryFn: ({ signal }) => taxonomy.productCounts({}, { signal }),
});

export type Resource = 'areas' | 'categories' | 'subcategories';
interface SaveVariables<T> {
  id: string | null;
  input: T;
}

/** Each resource's calls: create or update, delete, and move among its siblings. */
const CALLS = {
  areas: {
    save: ({ id, input }: SaveVariables<AreaInput>): Promise<Area> =>
      id
        ? taxonomy.updateArea({ params: { id }, body: input })
        : taxonomy.createArea({ body: input }),
    remove: (id: string) => taxonomy.deleteArea({ params: { id } }),
    reorder: (id: string, body: TaxonomyOrder) => taxonomy.reorderArea({ params: { id }, body }),
  },
  categories: {
    save: ({ id, input }: SaveVariables<CategoryInput>): Promise<Category> =>
      id
        ? taxonomy.updateCategory({ params: { id }, body: input })
        : taxonomy.createCategory({ body: input }),
    remove: (id: string) => taxonomy.deleteCategory({ params: { id } }),
    reorder: (id: string, body: TaxonomyOrder) =>
      taxonomy.reorderCategory({ params: { id }, body }),
  },
  subcategories: {
    save: ({ id, input }: SaveVariables<SubcategoryInput>): Promise<Subcategory> =>
      id
        ? taxonomy.updateSubcategory({ params: { id }, body: input })
        : taxonomy.createSubcategory({ body: input }),
    remove: (id: string) => taxonomy.deleteSubcategory({ params: { id } }),
    reorder: (id: string, body: TaxonomyOrder) =>
      taxonomy.reorderSubcategory({ params: { id }, body }),
  },
} as const;

function useSave<T, R>(save: (variables: SaveVariables<T>) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

function useDelete(resource: Resource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => CALLS[resource].remove(id),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

export const useSaveArea = () => useSave(CALLS.areas.save);
export const useDeleteArea = () => useDelete('areas');
export const useSaveCategory = () => useSave(CALLS.categories.save);
export const useDeleteCategory = () => useDelete('categories');
export const useSaveSubcategory = () => useSave(CALLS.subcategories.save);
export const useDeleteSubcategory = () => useDelete('subcategories');

/** Moves an item to a position among its siblings; the server renumbers them 1..n. */
export function useReorder(resource: Resource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, order }: TaxonomyOrder & { id: string }) =>
      CALLS[resource].reorder(id, { order }),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}
