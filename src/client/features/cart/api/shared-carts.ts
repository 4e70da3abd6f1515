import { queryOptions } from '@tanstack/react-query';
import type { CartItem } from '../../../../shared/cart';
import type { SharedCart, SharedCartCreated } from '../../../../shared/shared-carts';
import { queryKeys } from '../../../../shared/query-keys';
import { ApiError, api } from '../../../api-client';

/** Keeps the cart's lines on the server; the answer names its short link (/c/{code}). */
export function shareCart(items: CartItem[]): Promise<SharedCartCreated> {
  const lines = items.map((i) => ({
    productId: i.productId,
    quantity: i.quantity,
    squareMeters: i.squareMeters,
    includeWaste: i.includeWaste,
    ...(i.pattern ? { pattern: i.pattern } : {}),
  }));
  return api<SharedCartCreated>('/api/shared-carts', { method: 'POST', body: { lines } });
}

/** The lines a short link keeps; an unknown or expired code is a 404, not worth asking again. */
export const sharedCartQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeys.sharedCart(code),
    queryFn: ({ signal }) =>
      api<SharedCart>(`/api/shared-carts/${encodeURIComponent(code)}`, { signal }),
    staleTime: Infinity,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
