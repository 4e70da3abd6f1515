import { useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '#shared/catalog';
import {
  JOINT_ENTRY,
  type MaterialsPlan,
  bagKilograms,
  defaultJointMm,
  materialsPlan,
  tileSizeOf,
} from '#shared/materials';
import { parseArNumber } from '#shared/number-entry';
import { cartStore } from '#client/stores/cart-store';
import { productQuery, taxonomyQuery } from '#client/api/catalog';
import { formatNumberText } from '../ui/number-text';

export interface CategoryMaterials {
  /** The joint in mm as typed (es-AR), the format's default at first. */
  joint: string;
  setJoint(text: string): void;
  /** The joint's message when it does not read; the default joint is used meanwhile. */
  jointProblem: string | null;
  /** Adhesive and grout for the surface laid, in the bags of the products the shop chose. */
  plan(squareMeters: number): MaterialsPlan;
  /** "Agregar materiales" is offered: the shop chose an adhesive or a grout still on sale. */
  canAdd: boolean;
  added: boolean;
  /** Adds exactly the bags of `plan` (the one the summary shows). */
  add(plan: MaterialsPlan): void;
}

/**
 * The recommended materials (issue 19 item 3, issue 25 item 4): the adhesive and grout the owner
 * chose for the product's category, in their bag sizes, and the joint the shopper types.
 */
export function useCategoryMaterials(
  categoryId: string | null,
  dimensions: string | null,
): CategoryMaterials {
  const [added, setAdded] = useState(false);
  const size = tileSizeOf(dimensions);
  const [joint, setJoint] = useState(() => formatNumberText(defaultJointMm(size), JOINT_ENTRY));
  const { data: taxonomy } = useQuery(taxonomyQuery);
  const category = taxonomy?.categories.find((c) => c.id === categoryId);
  const ids = [category?.adhesiveProductId ?? null, category?.groutProductId ?? null];
  const results = useQueries({
    queries: ids.flatMap((id) => (id ? [productQuery(id)] : [])),
  });
  const [adhesive, grout] = ids.map((id) =>
    id ? (results.find((r) => r.data?.id === id)?.data ?? null) : null,
  );
  const read = parseArNumber(joint, JOINT_ENTRY);
  const jointMm = read.ok ? read.value : null;
  const forSale = (product: ProductDetail | null | undefined) =>
    product && product.inStock && product.status === 'publicado' ? product : null;
  const adhesiveProduct = forSale(adhesive);
  const groutProduct = forSale(grout);
  return {
    joint,
    setJoint,
    jointProblem: read.ok || read.problem === 'empty' ? null : read.message,
    plan: (squareMeters) =>
      materialsPlan({
        squareMeters,
        dimensions,
        jointMm,
        adhesiveBagKg: adhesiveProduct ? bagKilograms(adhesiveProduct) : null,
        groutBagKg: groutProduct ? bagKilograms(groutProduct) : null,
      }),
    canAdd: Boolean(adhesiveProduct || groutProduct),
    added,
    add(plan) {
      setAdded(true);
      const lines = [
        [adhesiveProduct, plan.adhesive],
        [groutProduct, plan.grout],
      ] as const;
      for (const [product, need] of lines) {
        if (product && need?.bagKg && need.bags > 0)
          cartStore.addMaterial({ productId: product.id, kg: need.kg, bagKg: need.bagKg });
      }
    },
  };
}
