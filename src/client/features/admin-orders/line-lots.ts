import type { LineLot, Lot } from '#shared/stock/contract';
import { lotName } from '#shared/stock/lot-name';

/** "Lote L2401 · tono T2 · calibre 9", or "A pedido" for a line taken without a lot. */
export function lotText(lot: LineLot['lot']): string {
  return lot ? lotName(lot) : 'A pedido (sin lote)';
}

/** The boxes a product's lines of an order hold together (one reservation per product). */
export function lineQuantity(
  products: readonly { productId: string | null; quantity: number }[],
  productId: string,
): number {
  return products.reduce((sum, p) => (p.productId === productId ? sum + p.quantity : sum), 0);
}

/**
 * The lots a reserved line can move to: the product's other lots with enough available boxes
 * for the whole line (a tile line takes all its boxes from one lot), the fullest first.
 */
export function lotsToMoveTo(lots: readonly Lot[], currentLotId: string | null, quantity: number) {
  return lots
    .filter((lot) => lot.id !== currentLotId && lot.available >= quantity)
    .sort((a, b) => b.available - a.available);
}
