import { bagsForKilograms } from './bags';
import type { CartItem } from './cart';
import { roundHundredths } from './rounding';

// Apart from cart.ts, which every storefront page loads: only the calculator adds materials.

/** A material the calculator worked out for a surface: its product, the kg and its bag. */
export interface MaterialAddition {
  productId: string;
  kg: number;
  bagKg: number;
}

/**
 * Adds a material's kg to its line and counts the bags for the kg of every room together
 * (0,82 + 1,07 kg of a 5 kg grout is one bag, not two). Bags the shopper added by hand beyond
 * the worked-out ones stay. Nothing changes for no kg or no bag size.
 */
export function addMaterialToCart(items: CartItem[], material: MaterialAddition): CartItem[] {
  const { productId, kg, bagKg } = material;
  if (!(kg > 0) || !(bagKg > 0)) return items;
  const existing = items.find((i) => i.productId === productId);
  if (!existing) {
    const quantity = bagsForKilograms(kg, bagKg);
    const line = { productId, quantity, squareMeters: 0, includeWaste: false };
    return [...items, { ...line, materialKg: roundHundredths(kg) }];
  }
  const before = existing.materialKg ?? 0;
  const total = roundHundredths(before + kg);
  const byHand = Math.max(0, existing.quantity - bagsForKilograms(before, bagKg));
  const quantity = Math.max(1, byHand + bagsForKilograms(total, bagKg));
  return items.map((i) => (i.productId === productId ? { ...i, quantity, materialKg: total } : i));
}
