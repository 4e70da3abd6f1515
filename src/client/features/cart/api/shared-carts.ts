import { queryOptions } from '@tanstack/react-query';
import type { CartItem } from '#shared/cart';
import type { SharedCartCreated } from '#shared/shared-carts';
import { queryKeys } from '#shared/query-keys';
import { sharedCartEndpoints } from '#shared/storefront-endpoints';
import { ApiError } from '#client/api-client';
import { client } from '#client/api/endpoint-client';

const sharedCarts = client(sharedCartEndpoints);

/** Keeps the cart's lines on the server; the answer names its short link (/c/{code}). */
export function shareCart(items: CartItem[]): Promise<SharedCartCreated> {
  const lines = items.map((i) => ({
    productId: i.productId,
    quantity: i.quantity,
    squareMeters: i.squareMeters,
    includeWaste: i.includeWaste,
    ...(i.pattern ? { pattern: i.pattern } : {}),
  }));
  return sharedCarts.share({ body: { lines } });
}

/** The lines a short link keeps; an unknown or expired code is a 404, not worth asking again. */
export const sharedCartQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeys.sharedCart(code),
    queryFn: ({ signal }) => sharedCarts.read({ params: { code } }, { signal }),
    staleTime: Infinity,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
