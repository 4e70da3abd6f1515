import { eq, inArray } from 'drizzle-orm';
import { addToCart } from '../../shared/cart';
import { type CreateOrderInput, UNKNOWN_PRODUCTS_MESSAGE } from '../../shared/orders';
import { effectivePrice, roundMoney } from '../../shared/pricing';
import type { ShopSettings } from '../../shared/settings';
import type { Db } from '../db/client';
import { mailQueue, orderLines, orders, products } from '../db/schema';
import { AppError } from '../errors';
import { type OrderMailData, orderConfirmationMail, orderNoticeMail } from './order-mail';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PlacedOrder {
  id: number;
  totalAmount: number;
  createdAt: string;
  /** false when the idempotency key had already been used: the same order is returned. */
  created: boolean;
}

async function findByKey(db: Db, key: string): Promise<PlacedOrder | null> {
  const [row] = await db
    .select({ id: orders.id, totalAmount: orders.totalAmount, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row ? { ...row, createdAt: row.createdAt.toISOString(), created: false } : null;
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
  const existing = await findByKey(db, input.idempotencyKey);
  if (existing) return existing;

  // The same product twice is merged as the cart would merge it.
  const items = input.items.reduce(addToCart, []);
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
          })
          .from(products)
          .where(inArray(products.id, ids));
  const byId = new Map(found.map((p) => [p.id, p]));
  const fields: Record<string, string> = {};
  input.items.forEach((item, index) => {
    if (!byId.has(item.productId)) fields[`items.${index}.productId`] = 'Producto no encontrado';
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError(400, 'unknown_product', UNKNOWN_PRODUCTS_MESSAGE, fields);
  }

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
      lineTotal: roundMoney(unitPrice * item.quantity),
    };
  });
  const totalAmount = roundMoney(lines.reduce((sum, l) => sum + l.lineTotal, 0));
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
    const data: OrderMailData = { ...values, ...order, lines };
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
  const winner = await findByKey(db, input.idempotencyKey);
  if (!winner) throw new Error('order with this idempotency key disappeared');
  return winner;
}
