import { addToCart } from '#shared/cart';
import { pickupOnlyMessage } from '#shared/pickup-only';
import { type CreateOrderInput, ORDER_LIMITS, ORDER_MESSAGES } from '#shared/orders';
import { placedOrderAdjustments, priceOrder } from '#shared/order-adjustments';
import type { ShopSettings } from '#shared/settings';
import type { Db } from '#server/db/client';
import { mailQueue, orderLines, orders } from '#server/db/schema';
import { AppError, badRequest } from '#server/errors';
import { type OrderMailData, orderConfirmationMail, orderNoticeMail } from '../orders/order-mail';
import { type PricedLine, applyStaffPrices, priceOrderLines } from '../orders/order-pricing';
import { insertOrderAdjustments } from '../orders/order-adjustments';
import { quoteValidUntil } from '#shared/customer-order';
import type { AdminOrderLineInput } from '#shared/order-lines-edit';
import { newToken } from '#server/lib/tokens';
import { deliveryForOrder } from './delivery';
import { findByKey, requestOf, settingsAndKey } from './order-key';
import { CHECKOUT_ACTOR, type StockActor, reserveForOrder } from '../stock/reservations';
import { stockTransaction } from '../stock/transaction';
import { queueLowStockCrossingsOfOrder } from '../stock/low-stock-crossing';
import type { PhaseTimings } from '#server/lib/phase-timings';

export interface PlacedOrder {
  id: number;
  totalAmount: number;
  createdAt: string;
  /** The customer's key to the order page (null only on rows written elsewhere). */
  accessToken: string | null;
  /** false when the idempotency key had already been used: the same order is returned. */
  created: boolean;
  /** A new order's lines, and why staff set a line's price by hand (for the phone order's note). */
  lines?: PricedLine[];
  reasons?: ReadonlyMap<string, string>;
}

/**
 * A product without shipping is picked up at the shop: an order holding one
 * must be "Retiro en el local", else a Spanish 400 naming it (the zone's cost is never added).
 * The order's products as priceOrderLines read them (by name), not read again.
 */
function checkPickupOnly(
  input: CreateOrderInput,
  ordered: readonly { name: string; hasShipping: boolean }[],
): void {
  const message = pickupOnlyMessage(input.customer.deliveryMethod, ordered);
  if (message) {
    throw new AppError(400, 'pickup_only', message, { 'customer.deliveryMethod': message });
  }
}

type OrderInput = CreateOrderInput & { items: AdminOrderLineInput[] };
type MailContext = { shop: ShopSettings; publicUrl: string };
interface PlaceOrderOptions {
  staffPrices?: boolean;
  stockActor?: StockActor;
  /** The profesional customer's % from their record (customers/service.ts), never the browser's. */
  professionalDiscountPercentage?: number | null;
  /** The route's Server-Timing: each phase of the order marked as it ends. */
  timings?: PhaseTimings;
  /**
   * What the caller writes about a new order (the phone order's note, the Actividad entry), in
   * the order's transaction: no order without them, and none of them without the order.
   */
  recordIn?: (tx: Db, placed: PlacedOrder) => Promise<void>;
}

/**
 * Saves an order priced from the current catalogue (discounts applied; prices from the browser
 * are never read), with its two e-mails queued in the same transaction so neither is lost.
 * The unique idempotency key makes a retry or a concurrent double submit return one order.
 *
 * The reads (the settings and the key, the prices, the zones) run in the order's transaction too:
 * on PostgreSQL each statement outside one waits its turn for a pool connection, and with 50 shoppers at once
 * those turns, not the queries, were most of an order's time.
 */
export async function placeOrder(
  db: Db,
  input: OrderInput,
  publicUrl: string,
  options: PlaceOrderOptions = {},
): Promise<PlacedOrder> {
  const { timings } = options;
  // The same product twice is merged as the cart would merge it.
  const items = input.items.reduce(addToCart, []);
  const request = requestOf(input, items);
  // Run again whole when PostgreSQL ends it for a deadlock (stock/transaction.ts).
  const placed = await stockTransaction(db, async (tx) => {
    // Waiting for a connection (PostgreSQL's pool) or for the one connection (PGlite), and BEGIN.
    timings?.mark('wait');
    // The shop's settings (the transfer discount, the quote's validity, the e-mails' sender) as
    // the order's own snapshot; read outside, they cost each order one more turn for a connection.
    // With the order its key already made, if any: the `settings` phase is both.
    const { shop, existing } = await settingsAndKey(tx, input.idempotencyKey, request);
    timings?.mark('settings');
    if (existing) return existing;
    return orderIn(tx, input, { shop, publicUrl }, options);
  });
  timings?.mark('commit');
  if (placed) return placed;
  const winner = await findByKey(db, input.idempotencyKey, request);
  if (!winner) throw new Error('order with this idempotency key disappeared');
  return winner;
}

/** The order made in the transaction tx; null when a concurrent request with its key made it. */
async function orderIn(
  tx: Db,
  input: OrderInput,
  mail: MailContext,
  {
    staffPrices = false,
    stockActor = CHECKOUT_ACTOR,
    professionalDiscountPercentage = null,
    timings,
    recordIn,
  }: PlaceOrderOptions,
): Promise<PlacedOrder | null> {
  // The server, not only the button: a borrador or a product without stock is never ordered.
  const catalogue = await priceOrderLines(tx, input.items, { forSale: true });
  // Staff taking an order by phone may set a line's price (the public route never reads one).
  const priced = staffPrices
    ? applyStaffPrices(catalogue.lines, input.items, new Map())
    : { ...catalogue, reasons: new Map<string, string>() };
  const { lines } = priced;
  checkPickupOnly(input, catalogue.products);
  // Lines keep the list price and discount they sold against; the e-mails show both.
  const mailLines = lines;
  const delivery = await deliveryForOrder(tx, input.customer);
  // Paying by transfer or cash takes the shop's discount off the products, after a
  // profesional's; priceOrder is the rule.
  const paymentChoice = input.paymentChoice ?? null;
  const { adjustments, total: totalAmount } = priceOrder(
    priced.totalAmount,
    delivery.cost,
    placedOrderAdjustments({
      professional: professionalDiscountPercentage,
      transfer: paymentChoice === 'transfer' ? mail.shop.payments.transferDiscountPercentage : null,
    }),
  );
  if (totalAmount > ORDER_LIMITS.total) throw badRequest(ORDER_MESSAGES.total);
  const { customer } = input;
  const comments = customer.comments?.trim() || null;
  const placedAt = new Date();
  const values = {
    idempotencyKey: input.idempotencyKey,
    customerName: customer.name.trim(),
    customerEmail: customer.email.trim(),
    customerPhone: customer.phone.trim(),
    customerAddress: customer.address.trim(),
    comments,
    totalAmount,
    status: 'pending' as const,
    paymentStatus: 'pending' as const,
    accessToken: newToken(),
    deliveryMethod: delivery.method,
    deliveryPartido: delivery.partido,
    deliveryPostalCode: delivery.postalCode,
    deliveryCost: delivery.cost,
    deliveryFrom: delivery.from,
    deliveryUntil: delivery.until,
    paymentChoice,
    // The validity is fixed now, from the order's own day.
    createdAt: placedAt,
    quoteValidUntil: quoteValidUntil(placedAt, mail.shop.quoteValidityDays),
  };

  timings?.mark('pricing');
  // A concurrent request with the same key waits on the unique index, then inserts nothing.
  const [order] = await tx
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning({ id: orders.id, createdAt: orders.createdAt });
  if (!order) return null;
  // On a phone order staff gave the adjustments; the checkout's are the shop's own rules.
  await insertOrderAdjustments(tx, order.id, adjustments, staffPrices ? stockActor : null);
  timings?.mark('insert');
  const data: OrderMailData = {
    ...values,
    ...order,
    adjustments,
    lines: mailLines,
    delivery,
  };
  const now = new Date();
  const lineRows = tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: order.id })));
  // An order taken by phone may come without an e-mail: then nothing is sent.
  // Otherwise its lines and its two e-mails in one statement (one round trip less an order).
  if (values.customerEmail === '') await lineRows;
  else
    await tx
      .with(tx.$with('order_lines_written').as(lineRows))
      .insert(mailQueue)
      .values([
        { ...orderConfirmationMail(data, mail.shop, mail.publicUrl), nextAttemptAt: now },
        { ...orderNoticeMail(data, mail.shop, mail.publicUrl), nextAttemptAt: now },
      ]);
  timings?.mark('mail');
  // Never oversold: the boxes are reserved with the order, or nothing is written.
  // Last before the commit: the lots' row locks, which every order for those products waits
  // for on PostgreSQL, are held from here to the commit only.
  await reserveForOrder(tx, order.id, lines, stockActor);
  await queueLowStockCrossingsOfOrder(tx, order.id, mail.publicUrl);
  timings?.mark('stock');
  const placed: PlacedOrder = {
    id: order.id,
    totalAmount,
    createdAt: order.createdAt.toISOString(),
    accessToken: values.accessToken,
    created: true,
    lines,
    reasons: priced.reasons,
  };
  await recordIn?.(tx, placed);
  return placed;
}
