import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { Cart, CartItem } from '#shared/cart';
import type { ProductDetail } from '#shared/catalog';
import { squareMetersPerBox } from '#shared/order-lines';
import { effectivePrice, lineTotal, orderTotal } from '#shared/pricing';
import { type CartLineStock, cartLineStock } from '#shared/stock/availability';
import { ApiError } from '../api-client';
import { cartStore, useCart } from '../stores/cart-store';
import { productQuery } from '../api/catalog';

export type CartLineStatus = 'loading' | 'ready' | 'missing' | 'error';

export interface CartLine {
  item: CartItem;
  status: CartLineStatus;
  product: ProductDetail | null;
  /** Box price after the discount; 0 while the product is not available. */
  unitPrice: number;
  lineTotal: number;
  /** m² in one box for boxes of tiles; null when the line has no m² (units, bags). */
  metersPerBox: number | null;
  /** The line against the product's stock as last read ('ok' while it loads). */
  stock: CartLineStock;
}

export interface CartLines {
  cart: Cart;
  lines: CartLine[];
  total: number;
  /** The first load of some product is still running. */
  isLoading: boolean;
  /** Some product failed to load for another reason than not existing. */
  hasError: boolean;
  /** Some line asks for more than the shop can take now (cartLineStock 'short'). */
  isShort: boolean;
}

/**
 * The cart priced from the current catalogue: each product read by id, a product that fails to
 * load counts 0 (and is logged), and the stored total follows every change. Each
 * product is read again whenever a page using the cart opens (prices and stock move while a cart
 * waits), the last answer showing meanwhile.
 */
export function useCartLines(): CartLines {
  const cart = useCart();
  const results = useQueries({
    queries: cart.items.map((i) => ({
      ...productQuery(i.productId),
      refetchOnMount: 'always' as const,
    })),
  });

  const lines: CartLine[] = cart.items.map((item, index) => {
    const result = results[index];
    const product = result?.data ?? null;
    let status: CartLineStatus = 'loading';
    if (product) status = 'ready';
    else if (result?.error instanceof ApiError && result.error.status === 404) status = 'missing';
    else if (result?.isError) status = 'error';
    const unitPrice = product ? effectivePrice(product.price, product.discountPercentage) : 0;
    const metersPerBox = product ? squareMetersPerBox(product) : null;
    return {
      item,
      status,
      product,
      unitPrice,
      lineTotal: lineTotal(unitPrice, item.quantity),
      metersPerBox,
      stock: product ? cartLineStock(product, item.quantity) : { kind: 'ok' },
    };
  });
  const isLoading = lines.some((l) => l.status === 'loading');
  const total = orderTotal(lines);
  const failed = lines
    .filter((l) => l.status === 'missing' || l.status === 'error')
    .map((l) => l.item.productId)
    .join(',');

  useEffect(() => {
    if (!isLoading) cartStore.setTotal(total);
  }, [isLoading, total]);

  useEffect(() => {
    for (const id of failed ? failed.split(',') : []) {
      console.warn(`Producto no encontrado: ${id}`);
    }
  }, [failed]);

  return {
    cart,
    lines,
    total,
    isLoading,
    hasError: lines.some((l) => l.status === 'error'),
    isShort: lines.some((l) => l.stock.kind === 'short'),
  };
}
