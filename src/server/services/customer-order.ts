import { asc, eq } from 'drizzle-orm';
import {
  ACCESS_TOKEN_PATTERN,
  CUSTOMER_ORDER_MESSAGES,
  type CustomerOrder,
  quoteValidUntil,
} from '../../shared/customer-order';
import type { Db } from '../db/client';
import { orderLineColumns } from './order-detail';
import { orderLines, orders } from '../db/schema';
import { notFound } from '../errors';

/** What the paperwork prints beyond the customer's page. */
export interface CustomerContact {
  email: string;
  phone: string;
  comments: string | null;
}

/** The order a customer's link opens; a malformed or unknown token is simply not found. */
export async function findCustomerOrder(
  db: Db,
  token: string,
  quoteValidityDays: number,
): Promise<{ order: CustomerOrder; contact: CustomerContact }> {
  if (!ACCESS_TOKEN_PATTERN.test(token)) throw notFound(CUSTOMER_ORDER_MESSAGES.notFound);
  const [row] = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      customerAddress: orders.customerAddress,
      comments: orders.comments,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      deliveryMethod: orders.deliveryMethod,
      deliveryPartido: orders.deliveryPartido,
      deliveryPostalCode: orders.deliveryPostalCode,
      deliveryCost: orders.deliveryCost,
      totalAmount: orders.totalAmount,
    })
    .from(orders)
    .where(eq(orders.accessToken, token));
  if (!row) throw notFound(CUSTOMER_ORDER_MESSAGES.notFound);
  const products = await db
    .select(orderLineColumns)
    .from(orderLines)
    .where(eq(orderLines.orderId, row.id))
    .orderBy(asc(orderLines.position));
  const contact = { email: row.customerEmail, phone: row.customerPhone, comments: row.comments };
  const order: CustomerOrder = {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    customerName: row.customerName,
    customerAddress: row.customerAddress,
    status: row.status,
    paymentStatus: row.paymentStatus,
    delivery: {
      method: row.deliveryMethod,
      partido: row.deliveryPartido,
      postalCode: row.deliveryPostalCode,
      cost: row.deliveryCost,
    },
    totalAmount: row.totalAmount,
    products,
    quoteValidUntil: quoteValidUntil(row.createdAt, quoteValidityDays).toISOString(),
  };
  return { order, contact };
}
