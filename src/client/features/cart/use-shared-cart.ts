import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CART_SHARE_PARAM, decodeCart } from '../../../shared/cart-share';
import { productQuery } from '../../api/catalog';
import { cartStore } from '../../stores/cart-store';

/**
 * /carrito?c=… (issue 19 item 5): the shared lines replace the cart, each product checked
 * against the catalogue first; what does not read or no longer exists is left out and said.
 */
export function useSharedCart(): string | null {
  const [params, setParams] = useSearchParams();
  const shared = params.get(CART_SHARE_PARAM);
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (shared === null) return;
    let cancelled = false;
    const { items, skipped } = decodeCart(shared);
    void Promise.all(
      items.map((item) =>
        queryClient.fetchQuery(productQuery(item.productId)).then(
          () => item,
          () => null,
        ),
      ),
    ).then((found) => {
      if (cancelled) return;
      const kept = found.filter((item) => item !== null);
      const missing = skipped + found.length - kept.length;
      if (kept.length > 0) cartStore.replace(kept);
      setMessage(
        [
          kept.length > 0
            ? 'Cargamos el carrito compartido.'
            : 'El enlace no tiene productos que podamos cargar.',
          missing === 1
            ? '1 producto del enlace ya no está disponible y no se agregó.'
            : missing > 1
              ? `${missing} productos del enlace ya no están disponibles y no se agregaron.`
              : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
      setParams(
        (current) => {
          current.delete(CART_SHARE_PARAM);
          return current;
        },
        { replace: true },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [shared, queryClient, setParams]);

  return message;
}
