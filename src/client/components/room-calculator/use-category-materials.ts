import { useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '#shared/catalog';
import {
  type GroutChoice,
  JOINT_ENTRY,
  type MaterialsPlan,
  bagKilograms,
  defaultJointMm,
  materialsPlan,
  suitedGrout,
  tileSizeOf,
} from '#shared/materials';
import type { TileColor } from '#shared/tile-attributes';
import { parseArNumber } from '#shared/number-entry';
import { addMaterialToCart } from '#shared/cart-materials';
import { cartStore } from '#client/stores/cart-store';
import { productListQuery, productQuery, taxonomyQuery } from '#client/api/catalog';
import { formatNumberText } from '../ui/number-text';

export interface CategoryMaterials {
  /** The joint in mm as typed (es-AR), the format's default at first. */
  joint: string;
  setJoint(text: string): void;
  /** The joint's message when it does not read; the default joint is used meanwhile. */
  jointProblem: string | null;
  /** Adhesive and grout for the surface laid, in the bags of the products the shop chose. */
  plan(squareMeters: number): MaterialsPlan;
  /** The grouts the shopper can choose (those of the shop's grout's subcategory on sale). */
  grout: {
    choices: GroutChoice[];
    /** The one chosen: the one that suits the tile until the shopper picks another. */
    chosenId: string | null;
    /** The choices are still on their way. */
    loading: boolean;
    choose(id: string): void;
  };
  /** "Agregar materiales" is offered: the shop chose an adhesive or a grout still on sale. */
  canAdd: boolean;
  added: boolean;
  /** Adds exactly the bags of `plan` (the one the summary shows). */
  add(plan: MaterialsPlan): void;
}

/**
 * The recommended materials: the adhesive and grout the owner
 * chose for the product's category, in their bag sizes, and the joint the shopper types.
 */
export function useCategoryMaterials(
  categoryId: string | null,
  dimensions: string | null,
  tileColor?: TileColor | null,
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
  const grouts = useGroutChoices(forSale(grout), forSale);
  const [pickedGrout, setPickedGrout] = useState<string | null>(null);
  const groutProduct =
    grouts.list.find((g) => g.id === pickedGrout) ??
    suitedGrout(tileColor, grouts.list, grout?.id ?? null);
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
    grout: {
      choices: grouts.list.map(({ id, name }) => ({ id, name })),
      chosenId: groutProduct?.id ?? null,
      loading: grouts.loading,
      choose: setPickedGrout,
    },
    canAdd: Boolean(adhesiveProduct || groutProduct),
    added,
    add(plan) {
      setAdded(true);
      const lines = [
        [adhesiveProduct, plan.adhesive],
        [groutProduct, plan.grout],
      ] as const;
      for (const [product, need] of lines) {
        const bagKg = need?.bagKg;
        if (product && need && bagKg && need.bags > 0) {
          const material = { productId: product.id, kg: need.kg, bagKg };
          cartStore.change((items) => addMaterialToCart(items, material));
        }
      }
    },
  };
}

/**
 * The grouts on offer: the products of the shop's grout's subcategory (its colours, as the
 * catalogue keeps one product per colour) on sale with a bag size; the shop's grout alone until
 * they arrive.
 */
function useGroutChoices(
  shopGrout: ProductDetail | null,
  forSale: (product: ProductDetail) => ProductDetail | null,
): { list: ProductDetail[]; loading: boolean } {
  const subcategoryId = shopGrout?.subcategoryId ?? null;
  const siblings = useQuery({
    ...productListQuery(`subcategoryId=${subcategoryId ?? ''}&sortBy=name&sortOrder=asc&page=1`),
    enabled: subcategoryId !== null,
  });
  const found = (siblings.data?.items ?? []).filter((p) => forSale(p) && bagKilograms(p));
  const list =
    shopGrout && !found.some((p) => p.id === shopGrout.id) ? [shopGrout, ...found] : found;
  return { list, loading: subcategoryId !== null && siblings.isPending };
}
