import { asc, eq, inArray } from 'drizzle-orm';
import { type CartItem, addToCart } from '../../shared/cart';
import {
  type CreateOrderInput,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  UNKNOWN_PRODUCTS_MESSAGE,
} from '../../shared/orders';
import { squareMetersPerBox } from '../../shared/order-lines';
import { effectivePrice, roundMoney } from '../../shared/pricing';
import type { ShopSettings } from '../../shared/settings';
import type { Db } from '../db/client';
import { areas, mailQueue, orderLines, orders, products } from '../db/schema';
import { AppError, badRequest } from '../errors';
import { type OrderMailData, orderConfirmationMail, orderNoticeMail } from './order-mail';
import { newToken } from './tokens';
import { deliveryForOrder } from './delivery';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PlacedOrder {
  id: number;
  totalAmount: number;
  createdAt: string;
  /** false when the idempotency key had already been used: the same order is returned. */
  created: boolean;
}

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

function requestOf(input: CreateOrderInput, items: CartItem[]): OrderRequest {
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
      roundMoney(i.squareMeters),
      i.includeWaste,
      i.pattern ?? null,
    ]),
  };
}

/**
 * The order already made with this key. The same key with another request is a client bug or
 * a replay: 422, as the IETF idempotency-key draft and Stripe answer, never the other order.
 */
async function findByKey(db: Db, key: string, request: OrderRequest): Promise<PlacedOrder | null> {
  const [row] = await db
    .select({
      id: orders.id,
      totalAmount: orders.totalAmount,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      customerAddress: orders.customerAddress,
      comments: orders.comments,
      deliveryMethod: orders.deliveryMethod,
      deliveryPartido: orders.deliveryPartido,
      deliveryPostalCode: orders.deliveryPostalCode,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  if (!row) return null;
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
    created: false,
  };
}

/** Limits that hold for the merged order, not only per line (SPEC's 10,000 per line is kept). */
function checkMergedLimits(input: CreateOrderInput, items: CartItem[]): void {
  const fields: Record<string, string> = {};
  for (const item of items) {
    const tooMany = item.quantity > ORDER_LIMITS.quantityPerProduct;
    const tooLarge = item.squareMeters > ORDER_LIMITS.squareMetersPerProduct;
    if (!tooMany && !tooLarge) continue;
    input.items.forEach((line, index) => {
      if (line.productId !== item.productId) return;
      if (tooMany) fields[`items.${index}.quantity`] = ORDER_MESSAGES.quantityPerProduct;
      if (tooLarge) fields[`items.${index}.squareMeters`] = ORDER_MESSAGES.squareMetersPerProduct;
    });
  }
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

/**
 * m² and waste belong to boxes (issue 17 item 1): a product sold by the unit or the bag carries
 * neither, and a laying pattern only says how the waste was worked out.
 */
function checkQuantityKinds(
  input: CreateOrderInput,
  byId: Map<string, Parameters<typeof squareMetersPerBox>[0]>,
): void {
  const fields: Record<string, string> = {};
  input.items.forEach((item, index) => {
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

/**
 * Saves an order priced from the current catalogue (discounts applied; prices from the browser
 * are never read), with its two e-mails queued in the same transaction so neither is lost.
 * The unique idempotency key makes a retry or a concurrent double submit return one order.
 */
export async function placeOrder(
  db: Db,
  input: CreateOrderInput,
  mail: { shop: ShopSettings; publicUrl: string },
): Promise<PlacedOrder> {
  // The same product twice is merged as the cart would merge it.
  const items = input.items.reduce(addToCart, []);
  const request = requestOf(input, items);
  const existing = await findByKey(db, input.idempotencyKey, request);
  if (existing) return existing;
  checkMergedLimits(input, items);
  // A malformed id is simply a product that does not exist.
  const ids = items.map((i) => i.productId).filter((id) => UUID.test(id));
  const found =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            name: products.name,
            price: products.price,
            discountPercentage: products.discountPercentage,
            saleUnit: products.saleUnit,
            metersPerBox: products.metersPerBox,
            areaName: areas.name,
          })
          .from(products)
          .leftJoin(areas, eq(areas.id, products.areaId))
          .where(inArray(products.id, ids));
  const byId = new Map(found.map((p) => [p.id, p]));
  const fields: Record<string, string> = {};
  input.items.forEach((item, index) => {
    if (!byId.has(item.productId)) fields[`items.${index}.productId`] = ORDER_MESSAGES.productId;
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError(400, 'unknown_product', UNKNOWN_PRODUCTS_MESSAGE, fields);
  }
  checkQuantityKinds(input, byId);

  const lines = items.map((item, position) => {
    const product = byId.get(item.productId);
    if (!product) throw new Error('product vanished after the check');
    const unitPrice = effectivePrice(product.price, product.discountPercentage);
    return {
      position,
      productId: product.id,
      productName: product.name,
      unitPrice,
      quantity: item.quantity,
      squareMeters: roundMoney(item.squareMeters),
      includeWaste: item.includeWaste,
      saleUnit: product.saleUnit,
      metersPerBox: squareMetersPerBox(product),
      layingPattern: item.pattern ?? null,
      lineTotal: roundMoney(unitPrice * item.quantity),
    };
  });
  // What the line was sold against, for the e-mails only (the line keeps the price it sold at).
  const mailLines = lines.map((line) => {
    const product = byId.get(line.productId);
    return { ...line, listPrice: product?.price, discountPercentage: product?.discountPercentage };
  });
  const delivery = await deliveryForOrder(db, input.customer);
  const totalAmount = roundMoney(
    lines.reduce((sum, l) => sum + l.lineTotal, 0) + (delivery.cost ?? 0),
  );
  if (totalAmount > ORDER_LIMITS.total) throw badRequest(ORDER_MESSAGES.total);
  const { customer } = input;
  const comments = customer.comments?.trim() || null;
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
  };

  const placed = await db.transaction(async (tx) => {
    // A concurrent request with the same key waits on the unique index, then inserts nothing.
    const [order] = await tx
      .insert(orders)
      .values(values)
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning({ id: orders.id, createdAt: orders.createdAt });
    if (!order) return null;
    await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: order.id })));
    const data: OrderMailData = {
      ...values,
      ...order,
      lines: mailLines,
      delivery,
    };
    const now = new Date();
    await tx.insert(mailQueue).values([
      { ...orderConfirmationMail(data, mail.shop, mail.publicUrl), nextAttemptAt: now },
      { ...orderNoticeMail(data, mail.shop, mail.publicUrl), nextAttemptAt: now },
    ]);
    return {
      id: order.id,
      totalAmount,
      createdAt: order.createdAt.toISOString(),
      created: true,
    };
  });
  if (placed) return placed;
  const winner = await findByKey(db, input.idempotencyKey, request);
  if (!winner) throw new Error('order with this idempotency key disappeared');
  return winner;
}
