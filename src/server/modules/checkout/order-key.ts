import { asc, eq } from 'drizzle-orm';
import type { CartItem } from '#shared/cart';
import { type CreateOrderInput, ORDER_MESSAGES } from '#shared/orders';
import { roundHundredths } from '#shared/rounding';
import type { ShopSettings } from '#shared/settings';
import type { Db } from '#server/db/client';
import { orderLines, orders, shopSettings } from '#server/db/schema';
import { AppError } from '#server/errors';
import { orderContactColumns } from '../orders/order-detail';
import { getShopSettings, readStoredSettings } from '../content/settings';
import type { PlacedOrder } from './place-order';

/** What a request asks for, in the form the order keeps it: a retry must ask for the same. */
interface OrderRequest {
  customer: [name: string, email: string, phone: string, address: string, comments: string | null];
  delivery: [method: string, partido: string | null, postalCode: string | null];
  lines: [
    productId: string | null,
    quantity: number,
    squareMeters: number,
    includeWaste: boolean,
    pattern: string | null,
  ][];
}

export function requestOf(input: CreateOrderInput, items: CartItem[]): OrderRequest {
  const { customer } = input;
  return {
    customer: [
      customer.name.trim(),
      customer.email.trim(),
      customer.phone.trim(),
      customer.address.trim(),
      customer.comments?.trim() || null,
    ],
    delivery: [
      customer.deliveryMethod ?? 'shipping',
      customer.deliveryMethod === 'pickup' ? null : customer.partido?.trim() || null,
      customer.deliveryMethod === 'pickup'
        ? null
        : customer.postalCode?.trim().toUpperCase() || null,
    ],
    lines: items.map((i) => [
      i.productId,
      i.quantity,
      roundHundredths(i.squareMeters),
      i.includeWaste,
      i.pattern ?? null,
    ]),
  };
}

/** What an order made with a key is compared by (and answered with). */
const keyedOrderColumns = {
  ...orderContactColumns,
  totalAmount: orders.totalAmount,
  deliveryMethod: orders.deliveryMethod,
  deliveryPartido: orders.deliveryPartido,
  deliveryPostalCode: orders.deliveryPostalCode,
  accessToken: orders.accessToken,
};

const keyedOrders = (db: Db) => db.select(keyedOrderColumns).from(orders);
type KeyedOrder = Awaited<ReturnType<typeof keyedOrders>>[number];

/**
 * The order made with this key, if the request is the same. The same key with another request is
 * a client bug or a replay: 422, as the IETF idempotency-key draft and Stripe answer, never the
 * other order.
 */
async function sameRequest(db: Db, row: KeyedOrder, request: OrderRequest): Promise<PlacedOrder> {
  const lines = await db
    .select({
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      squareMeters: orderLines.squareMeters,
      includeWaste: orderLines.includeWaste,
      layingPattern: orderLines.layingPattern,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, row.id))
    .orderBy(asc(orderLines.position));
  const stored: OrderRequest = {
    customer: [
      row.customerName,
      row.customerEmail,
      row.customerPhone,
      row.customerAddress,
      row.comments,
    ],
    delivery: [row.deliveryMethod, row.deliveryPartido, row.deliveryPostalCode],
    lines: lines.map((l) => [
      l.productId,
      l.quantity,
      l.squareMeters,
      l.includeWaste,
      l.layingPattern,
    ]),
  };
  if (JSON.stringify(stored) !== JSON.stringify(request)) {
    throw new AppError(422, 'idempotency_key_reused', ORDER_MESSAGES.keyReused);
  }
  return {
    id: row.id,
    totalAmount: row.totalAmount,
    createdAt: row.createdAt.toISOString(),
    accessToken: row.accessToken,
    created: false,
  };
}

/** The order already made with this key (see sameRequest), or null. */
export async function findByKey(
  db: Db,
  key: string,
  request: OrderRequest,
): Promise<PlacedOrder | null> {
  const [row] = await keyedOrders(db).where(eq(orders.idempotencyKey, key));
  return row ? sameRequest(db, row, request) : null;
}

/**
 * The shop's settings and the order already made with this key (findByKey), in one statement:
 * an order's first, in its transaction (each statement is CPU, and on
 * PostgreSQL time holding a pool connection 50 shoppers wait for). A shop whose settings were
 * never saved has no row: then getShopSettings, which writes the defaults, as before.
 */
export async function settingsAndKey(
  tx: Db,
  key: string,
  request: OrderRequest,
): Promise<{ shop: ShopSettings; existing: PlacedOrder | null }> {
  const [row] = await tx
    .select({ settings: shopSettings.data, order: keyedOrderColumns })
    .from(shopSettings)
    .leftJoin(orders, eq(orders.idempotencyKey, key))
    .where(eq(shopSettings.id, 1));
  if (!row) {
    return { shop: await getShopSettings(tx), existing: await findByKey(tx, key, request) };
  }
  return {
    shop: readStoredSettings(row.settings),
    existing: row.order ? await sameRequest(tx, row.order, request) : null,
  };
}
