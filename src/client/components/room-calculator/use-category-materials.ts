import { useQueries, useQuery } from '@tanstack/react-query';
import type { CalculationResult } from '../../../shared/calculator';
import { cartStore } from '../../stores/cart-store';
import { productQuery, taxonomyQuery } from '../../api/catalog';

/**
 * "Agregar materiales" (issue 19 item 3): the adhesive and grout the owner chose for the
 * product's category, added in the bags the calculator worked out. null when none is set or
 * none of them is still in the catalogue (the button is hidden).
 */
export function useCategoryMaterials(categoryId: string | null) {
  const { data: taxonomy } = useQuery(taxonomyQuery);
  const category = taxonomy?.categories.find((c) => c.id === categoryId);
  const ids = [category?.adhesiveProductId ?? null, category?.groutProductId ?? null];
  const results = useQueries({
    queries: ids.flatMap((id) => (id ? [productQuery(id)] : [])),
  });
  const [adhesive, grout] = ids.map((id) =>
    id ? (results.find((r) => r.data?.id === id)?.data ?? null) : null,
  );
  if (!adhesive && !grout) return null;
  return {
    add(result: CalculationResult) {
      if (adhesive && result.adhesive.bags > 0)
        cartStore.add({
          productId: adhesive.id,
          quantity: result.adhesive.bags,
          squareMeters: 0,
          includeWaste: false,
        });
      if (grout && result.grout.bags > 0)
        cartStore.add({
          productId: grout.id,
          quantity: result.grout.bags,
          squareMeters: 0,
          includeWaste: false,
        });
    },
  };
}
