import { useSyncExternalStore } from 'react';
import {
  CART_STORAGE_KEY,
  type Cart,
  type CartItem,
  type CartMeasure,
  EMPTY_CART,
  addToCart,
  measureCartItem,
  mergeCarts,
  parseStoredCart,
  reinsertCartItem,
  removeFromCart,
  updateCartItem,
} from '#shared/cart';

/**
 * The cart in localStorage, as an external store: every component reads the same snapshot,
 * and a change in another tab arrives through the 'storage' event.
 */
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedCart: Cart = EMPTY_CART;

function read(): Cart {
  if (typeof window === 'undefined') return EMPTY_CART;
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return cachedCart;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedCart = parseStoredCart(raw);
  }
  return cachedCart;
}

const notify = () => listeners.forEach((l) => l());

function write(cart: Cart): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch (error) {
    console.warn('No se pudo guardar el carrito', error);
    cachedRaw = undefined;
    cachedCart = cart;
  }
  notify();
}

/** A change of the cart in another tab: every component reading it checks its snapshot. */
function onStorage(event: StorageEvent) {
  if (event.key === CART_STORAGE_KEY || event.key === null) notify();
}

let watchingStorage = false;

/**
 * One 'storage' listener on the window for every reader, added a task after the first one
 * subscribes: Chromium makes the first 'storage' listener of a page wait for its storage area
 * (~70 ms, ×4 on a slow phone, in the middle of the task that takes a drawn page over).
 * A change made in another tab meanwhile is caught up with when it is added.
 */
function watchStorage() {
  if (watchingStorage) return;
  watchingStorage = true;
  setTimeout(() => {
    window.addEventListener('storage', onStorage);
    notify();
  }, 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  watchStorage();
  return () => {
    listeners.delete(listener);
  };
}

export const cartStore = {
  get: read,
  add(item: CartItem) {
    const cart = read();
    write({ ...cart, items: addToCart(cart.items, item) });
  },
  /**
   * The lines changed by a rule the caller brings (the calculator's materials): its code stays
   * out of the first load that every page shares.
   */
  change(next: (items: CartItem[]) => CartItem[]) {
    const cart = read();
    write({ ...cart, items: next(cart.items) });
  },
  remove(productId: string) {
    const cart = read();
    write({ ...cart, items: removeFromCart(cart.items, productId) });
  },
  update(productId: string, quantity: number, squareMeters: number, includeWaste?: boolean) {
    const cart = read();
    write({
      ...cart,
      items: updateCartItem(cart.items, productId, quantity, squareMeters, includeWaste),
    });
  },
  /** The cart's calculator: the line's boxes, room and pattern replaced by what it measured. */
  measure(productId: string, measure: CartMeasure) {
    const cart = read();
    write({ ...cart, items: measureCartItem(cart.items, productId, measure) });
  },
  /** "Deshacer" after removing a line: back at its place (reinsertCartItem). */
  reinsert(item: CartItem, index: number) {
    const cart = read();
    write({ ...cart, items: reinsertCartItem(cart.items, item, index) });
  },
  /** A shared cart's lines replace this one's (/carrito?c=…). */
  replace(items: CartItem[]) {
    write({ items, total: 0 });
  },
  /** A shared cart's lines added to this one's. */
  merge(items: CartItem[]) {
    const cart = read();
    write({ ...cart, items: mergeCarts(cart.items, items) });
  },
  setTotal(total: number) {
    const cart = read();
    if (cart.total !== total) write({ ...cart, total });
  },
  clear() {
    write(EMPTY_CART);
  },
  /** Puts back a cart taken earlier with get() ("Deshacer" after emptying it). */
  restore(cart: Cart) {
    write(cart);
  },
};

export function useCart(): Cart {
  return useSyncExternalStore(subscribe, read, () => EMPTY_CART);
}
