import { type LayingPattern, type RoomSides, isLayingPattern } from './calculator';
import { roundHundredths } from './rounding';

/** The cart lives in the browser under one brand-named key. */
export const CART_STORAGE_KEY = 'ceramicos-ruta192-cart';

export interface CartItem {
  productId: string;
  /** Boxes (or units, or bags: the product's sale unit). */
  quantity: number;
  /** The room's m² as the shopper typed them; 0 when none was typed. */
  squareMeters: number;
  /** Whether the waste was added to reach the boxes. */
  includeWaste: boolean;
  /** The rooms measured in the calculator (largo × ancho, metres); absent in older carts. */
  rooms?: RoomSides[];
  /** Openings taken off the rooms. */
  openings?: RoomSides[];
  pattern?: LayingPattern;
  /**
   * A material's line (adhesive, grout): the kg the calculator worked out for every room added,
   * summed, so that the bags are counted once for all of them; absent for lines added by hand.
   */
  materialKg?: number;
}

/** What the calculator sets on a line: the boxes it worked out and the room it measured. */
export type CartMeasure = Omit<CartItem, 'productId'>;

const MAX_ROOMS = 50;

function isSides(value: unknown): value is RoomSides {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.length === 'number' &&
    typeof v.width === 'number' &&
    Number.isFinite(v.length) &&
    Number.isFinite(v.width) &&
    v.length >= 0 &&
    v.width >= 0
  );
}

const isSidesList = (value: unknown) =>
  value === undefined ||
  (Array.isArray(value) && value.length <= MAX_ROOMS && value.every(isSides));

export interface Cart {
  items: CartItem[];
  total: number;
}

/** Hand-written (no zod) so the cart stays out of zod's weight in the first chunk. */
export function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.productId === 'string' &&
    v.productId.length > 0 &&
    typeof v.quantity === 'number' &&
    Number.isInteger(v.quantity) &&
    v.quantity >= 1 &&
    typeof v.squareMeters === 'number' &&
    Number.isFinite(v.squareMeters) &&
    v.squareMeters >= 0 &&
    typeof v.includeWaste === 'boolean' &&
    isSidesList(v.rooms) &&
    isSidesList(v.openings) &&
    (v.pattern === undefined || isLayingPattern(v.pattern)) &&
    (v.materialKg === undefined ||
      (typeof v.materialKg === 'number' && Number.isFinite(v.materialKg) && v.materialKg >= 0))
  );
}

export const EMPTY_CART: Cart = { items: [], total: 0 };

/**
 * Add merges by product: quantity and m² are added, includeWaste replaced; the rooms
 * measured are kept together and the last pattern chosen wins.
 */
export function addToCart(items: CartItem[], item: CartItem): CartItem[] {
  const existing = items.find((i) => i.productId === item.productId);
  if (!existing) return [...items, item];
  return items.map((i) =>
    i.productId === item.productId
      ? {
          ...i,
          quantity: i.quantity + item.quantity,
          squareMeters: roundHundredths(i.squareMeters + item.squareMeters),
          includeWaste: item.includeWaste,
          ...measuredRooms(
            [...(i.rooms ?? []), ...(item.rooms ?? [])],
            [...(i.openings ?? []), ...(item.openings ?? [])],
            item.pattern ?? i.pattern,
          ),
        }
      : i,
  );
}

/** Only the fields that hold something, so older carts and plain additions stay as they were. */
function measuredRooms(
  rooms: RoomSides[],
  openings: RoomSides[],
  pattern: LayingPattern | undefined,
): Pick<CartItem, 'rooms' | 'openings' | 'pattern'> {
  return {
    ...(rooms.length > 0 ? { rooms: rooms.slice(0, MAX_ROOMS) } : {}),
    ...(openings.length > 0 ? { openings: openings.slice(0, MAX_ROOMS) } : {}),
    ...(pattern ? { pattern } : {}),
  };
}

/** The cart's calculator replaces a line's boxes and room with what it measured. */
export function measureCartItem(
  items: CartItem[],
  productId: string,
  measure: CartMeasure,
): CartItem[] {
  return items.map((i) =>
    i.productId === productId
      ? {
          productId,
          quantity: Math.max(1, Math.floor(measure.quantity)),
          squareMeters: roundHundredths(Math.max(0, measure.squareMeters)),
          includeWaste: measure.includeWaste,
          ...measuredRooms(measure.rooms ?? [], measure.openings ?? [], measure.pattern),
        }
      : i,
  );
}

export function removeFromCart(items: CartItem[], productId: string): CartItem[] {
  return items.filter((i) => i.productId !== productId);
}

/**
 * A removed line put back where it was ("Deshacer"): at its old place, or last when the cart got
 * shorter meanwhile; nothing changes when the product is in the cart again by then.
 */
export function reinsertCartItem(items: CartItem[], item: CartItem, index: number): CartItem[] {
  if (items.some((i) => i.productId === item.productId)) return items;
  const at = Math.min(Math.max(0, index), items.length);
  return [...items.slice(0, at), item, ...items.slice(at)];
}

/** A shared cart's lines added to this one's: the same product adds up, as adding it does. */
export function mergeCarts(items: CartItem[], shared: CartItem[]): CartItem[] {
  return shared.reduce(addToCart, items);
}

/**
 * Update sets quantity (never below 1) and m² of one item; the cart's m² calculator also sets
 * whether the waste allowance is included.
 */
export function updateCartItem(
  items: CartItem[],
  productId: string,
  quantity: number,
  squareMeters: number,
  includeWaste?: boolean,
): CartItem[] {
  return items.map((i) =>
    i.productId === productId
      ? {
          ...i,
          quantity: Math.max(1, Math.floor(quantity)),
          squareMeters: roundHundredths(Math.max(0, squareMeters)),
          includeWaste: includeWaste ?? i.includeWaste,
        }
      : i,
  );
}

/** Total item quantity, for the top bar badge. */
export function cartQuantity(items: CartItem[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

/** Reads a stored cart, dropping anything malformed instead of failing the page. */
export function parseStoredCart(raw: string | null): Cart {
  if (!raw) return EMPTY_CART;
  try {
    const data = JSON.parse(raw) as { items?: unknown; total?: unknown };
    if (!Array.isArray(data.items)) return EMPTY_CART;
    const items = data.items.filter(isCartItem);
    const total = typeof data.total === 'number' && Number.isFinite(data.total) ? data.total : 0;
    return { items, total: items.length === data.items.length ? total : 0 };
  } catch {
    return EMPTY_CART;
  }
}
