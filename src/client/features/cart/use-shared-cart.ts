import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CART_SHARE_PARAM, decodeCart } from '#shared/cart-share';
import { productQuery } from '#client/api/catalog';
import { cartStore } from '#client/stores/cart-store';

/** A shared cart that arrived while this one had lines: the shopper chooses what to do. */
export interface SharedCartChoice {
  /** Products in the shared cart that can be loaded. */
  count: number;
  replace(): void;
  add(): void;
  keep(): void;
}

/**
 * /carrito?c=…: the shared lines are loaded, each product checked against the
 * catalogue first; what does not read or no longer exists is left out and said. They fill an
 * empty cart at once; a cart with lines asks first: replace it, add to it or
 * keep it as it is.
 */
export function useSharedCart(): { message: string | null; choice: SharedCartChoice | null } {
  const [params, setParams] = useSearchParams();
  const shared = params.get(CART_SHARE_PARAM);
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [choice, setChoice] = useState<SharedCartChoice | null>(null);

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
      const missingText =
        missing === 1
          ? '1 producto del enlace ya no está disponible y no se agregó.'
          : missing > 1
            ? `${missing} productos del enlace ya no están disponibles y no se agregaron.`
            : '';
      const say = (first: string) => setMessage([first, missingText].filter(Boolean).join(' '));
      if (kept.length === 0) say('El enlace no tiene productos que podamos cargar.');
      else if (cartStore.get().items.length === 0) {
        cartStore.replace(kept);
        say('Cargamos el carrito compartido.');
      } else {
        const close = (first: string) => {
          setChoice(null);
          say(first);
        };
        setChoice({
          count: kept.length,
          replace: () => {
            cartStore.replace(kept);
            close('Reemplazamos tu carrito por el compartido.');
          },
          add: () => {
            cartStore.merge(kept);
            close('Sumamos el carrito compartido al tuyo.');
          },
          keep: () => close('Dejamos tu carrito como estaba.'),
        });
      }
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

  return { message, choice };
}
