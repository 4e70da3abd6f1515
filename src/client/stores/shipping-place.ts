import { useMemo, useSyncExternalStore } from 'react';
import { type ShippingPlace, parseShippingPlace } from '#shared/shipping-quote';

/**
 * The place the shopper quoted a delivery to ("Calculá el envío"), kept for the visit in this
 * tab's session storage: the product page, the cart and the checkout's delivery step share it.
 */
const KEY = 'ceramicos-ruta192-shipping-place';
const listeners = new Set<() => void>();
/** When the storage refuses a write (private mode, full): the visit still remembers it. */
let unsaved: string | null = null;

function read(): string | null {
  try {
    return window.sessionStorage.getItem(KEY) ?? unsaved;
  } catch {
    return unsaved;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function placeOf(raw: string | null): ShippingPlace | null {
  if (!raw) return null;
  const result = parseShippingPlace(raw);
  return 'place' in result ? result.place : null;
}

export function rememberShippingPlace(place: ShippingPlace): void {
  try {
    window.sessionStorage.setItem(KEY, place.text);
  } catch {
    unsaved = place.text;
  }
  listeners.forEach((listener) => listener());
}

/** The remembered place, read once (the checkout's first values). */
export function readShippingPlace(): ShippingPlace | null {
  return placeOf(read());
}

/** The remembered place; none while the page is drawn on the server. */
export function useShippingPlace(): ShippingPlace | null {
  const raw = useSyncExternalStore(subscribe, read, () => null);
  return useMemo(() => placeOf(raw), [raw]);
}
