import { asc, eq, inArray } from 'drizzle-orm';
import { type CartItem, addToCart } from '#shared/cart';
import {
  ORDER_LIMITS,
  ORDER_MESSAGES,
  type OrderLineInput,
  UNKNOWN_PRODUCTS_MESSAGE,
} from '#shared/orders';
import { UNAVAILABLE_PRODUCT_MESSAGE, outOfStockProductMessage } from '#shared/availability';
import { squareMetersPerBox } from '#shared/order-lines';
import { isUuid } from '#shared/ids';
import { type LinePrice, applyLinePrice } from '#shared/line-prices';
import type { AdminOrderLineInput } from '#shared/order-lines-edit';
import { effectivePrice, lineTotal, orderTotal, roundMoney } from '#shared/pricing';
import type { Db } from '#server/db/client';
import { areas, products } from '#server/db/schema';
import { AppError, badRequest } from '#server/errors';

/** Limits that hold for the merged order, not only per line (SPEC's 10,000 per line is kept). */
function checkMergedLimits(inputItems: OrderLineInput[], items: CartItem[]): void {
  const fields: Record<string, string> = {};
  for (const item of items) {
    const tooMany = item.quantity > ORDER_LIMITS.quantityPerProduct;
    const tooLarge = item.squareMeters > ORDER_LIMITS.squareMetersPerProduct;
    if (!tooMany && !tooLarge) continue;
    inputItems.forEach((line, index) => {
      if (line.productId !== item.productId) return;
      if (tooMany) fields[`items.${index}.quantity`] = ORDER_MESSAGES.quantityPerProduct;
      if (tooLarge) fields[`items.${index}.squareMeters`] = ORDER_MESSAGES.squareMetersPerProduct;
    });
  }
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

/**
 * m² and waste belong to boxes: a product sold by the unit or the bag carries
 * neither, and a laying pattern only says how the waste was worked out.
 */
function checkQuantityKinds(
  inputItems: OrderLineInput[],
  byId: Map<string, Parameters<typeof squareMetersPerBox>[0]>,
): void {
  const fields: Record<string, string> = {};
  inputItems.forEach((item, index) => {
    const product = byId.get(item.productId);
    if (!product) return;
    // Boxes outside the flooring area keep what was sent (carts from before sale units).
    if (product.saleUnit !== 'caja' && (item.squareMeters > 0 || item.includeWaste)) {
      fields[`items.${index}.squareMeters`] = ORDER_MESSAGES.noSquareMeters;
    } else if (item.pattern && !item.includeWaste) {
      fields[`items.${index}.pattern`] = ORDER_MESSAGES.patternWithoutWaste;
    }
  });
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

/** A borrador or a product without stock cannot be ordered from the shop. */
function checkForSale(
  inputItems: OrderLineInput[],
  byId: Map<string, { name: string; status: string; inStock: boolean }>,
): void {
  const fields: Record<string, string> = {};
  inputItems.forEach((item, index) => {
    const product = byId.get(item.productId);
    if (!product) return;
    if (product.status !== 'publicado')
      fields[`items.${index}.productId`] = UNAVAILABLE_PRODUCT_MESSAGE;
    else if (!product.inStock)
      fields[`items.${index}.productId`] = outOfStockProductMessage(product.name);
  });
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, 'unavailable_product', first, fields);
}

/**
 * The lines of an order priced from the current catalogue (discounts applied; prices from the
 * browser are never read), the same product merged as the cart merges it: the one pricing of
 * the shop's checkout and of staff editing an order. Field errors name the input's indexes.
 */
export async function priceOrderLines(
  db: Db,
  inputItems: OrderLineInput[],
  { forSale = false }: { forSale?: boolean } = {},
) {
  const items = inputItems.reduce(addToCart, []);
  checkMergedLimits(inputItems, items);
  // A malformed id is simply a product that does not exist.
  const ids = items.map((i) => i.productId).filter((id) => isUuid(id));
  const found =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            name: products.name,
            price: products.price,
            discountPercentage: products.discountPercentage,
            status: products.status,
            inStock: products.inStock,
            saleUnit: products.saleUnit,
            metersPerBox: products.metersPerBox,
            hasShipping: products.hasShipping,
            areaName: areas.name,
          })
          .from(products)
          .leftJoin(areas, eq(areas.id, products.areaId))
          .where(inArray(products.id, ids))
          // By name, as the checkout's "solo retiro" message lists them (checkPickupOnly).
          .orderBy(asc(products.name));
  const byId = new Map(found.map((p) => [p.id, p]));
  const fields: Record<string, string> = {};
  inputItems.forEach((item, index) => {
    if (!byId.has(item.productId)) fields[`items.${index}.productId`] = ORDER_MESSAGES.productId;
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError(400, 'unknown_product', UNKNOWN_PRODUCTS_MESSAGE, fields);
  }
  if (forSale) checkForSale(inputItems, byId);
  checkQuantityKinds(inputItems, byId);

  const lines = items.map((item, position) => {
    const product = byId.get(item.productId);
    if (!product) throw new Error('product vanished after the check');
    const unitPrice = effectivePrice(product.price, product.discountPercentage);
    return {
      position,
      productId: product.id,
      productName: product.name,
      unitPrice,
      listPrice: roundMoney(product.price) as number | null,
      discountPercentage: product.discountPercentage,
      quantity: item.quantity,
      squareMeters: roundMoney(item.squareMeters),
      includeWaste: item.includeWaste,
      saleUnit: product.saleUnit,
      metersPerBox: squareMetersPerBox(product),
      layingPattern: item.pattern ?? null,
      lineTotal: lineTotal(unitPrice, item.quantity),
      specialPrice: false,
      specialDiscount: null as number | null,
    };
  });
  const totalAmount = orderTotal(lines);
  if (totalAmount > ORDER_LIMITS.total) throw badRequest(ORDER_MESSAGES.total);
  // The products as read, by name: the checkout checks their shipping without reading them again.
  return { lines, totalAmount, products: found };
}

export type PricedLine = Awaited<ReturnType<typeof priceOrderLines>>['lines'][number];

/** What an order's existing line keeps through an edit: what it was sold as, and at. */
export type KeptLine = LinePrice & Pick<PricedLine, 'productName' | 'saleUnit' | 'metersPerBox'>;

/**
 * Staff's prices on lines just priced from today's catalogue: a line the order
 * already had keeps its name, unit and price; each line's asked change (list, special, %) is
 * applied to that. Returns the lines, their total, and why each hand-set price was set.
 */
export function applyStaffPrices(
  priced: PricedLine[],
  items: AdminOrderLineInput[],
  kept: ReadonlyMap<string, KeptLine>,
) {
  const changes = new Map(
    items.flatMap((item) => (item.price ? [[item.productId, item.price] as const] : [])),
  );
  const reasons = new Map<string, string>();
  const lines = priced.map((line) => {
    const today = {
      listPrice: line.listPrice ?? line.unitPrice,
      discountPercentage: line.discountPercentage,
    };
    const old = kept.get(line.productId);
    const start: PricedLine = old ? { ...line, ...old } : line;
    const change = changes.get(line.productId);
    if (!change) return { ...start, lineTotal: lineTotal(start.unitPrice, start.quantity) };
    if (change.kind !== 'list') reasons.set(line.productId, change.reason);
    const price = applyLinePrice(start, change, today);
    return { ...start, ...price, lineTotal: lineTotal(price.unitPrice, start.quantity) };
  });
  const totalAmount = orderTotal(lines);
  if (totalAmount > ORDER_LIMITS.total) throw badRequest(ORDER_MESSAGES.total);
  return { lines, totalAmount, reasons };
}
