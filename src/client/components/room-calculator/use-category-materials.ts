import { useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { CalculationResult } from '../../../shared/calculator';
import { cartStore } from '../../stores/cart-store';
import { productQuery, taxonomyQuery } from '../../api/catalog';

export interface CategoryMaterials {
  added: boolean;
  add(result: CalculationResult): void;
}

/**
 * "Agregar materiales" (issue 19 item 3): the adhesive and grout the owner chose for the
 * product's category, added in the bags the calculator worked out; `added` once they were. null
 * when none is set or none of them is still in the catalogue (the button is hidden).
 */
export function useCategoryMaterials(categoryId: string | null): CategoryMaterials | null {
  const [added, setAdded] = useState(false);
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
    added,
    add(result: CalculationResult) {
      setAdded(true);
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
