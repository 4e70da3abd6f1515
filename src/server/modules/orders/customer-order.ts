import { type SQL, and, asc, desc, eq } from 'drizzle-orm';
import {
  CUSTOMER_ORDER_MESSAGES,
  type CustomerOrder,
  quoteValidUntil,
} from '#shared/customer-order';
import { ACCESS_TOKEN_PATTERN } from '#shared/order-token';
import { transferInstructions } from '#shared/payments/transfer-details';
import type { ShopSettings } from '#shared/settings';
import { orderLedger, paidAmount } from '#shared/order-payments';
import { type Db, oneAtATime } from '#server/db/client';
import { isPublished } from '../catalogue/catalog-read';
import { orderContactColumns, orderLineColumns } from './order-detail';
import { orderAdjustmentsOf } from './order-adjustments';
import {
  mercadoPagoPayments,
  orderLines,
  orderPayments,
  orders,
  products,
} from '#server/db/schema';
import { notFound } from '#server/errors';

/** The settings the customer's view reads: the quote's validity and the bank details. */
type ShopFacts = Pick<ShopSettings, 'quoteValidityDays' | 'transfer'>;

/** What the paperwork prints beyond the customer's page. */
export interface CustomerContact {
  email: string;
  phone: string;
  comments: string | null;
}

export interface OrderForCustomer {
  order: CustomerOrder;
  contact: CustomerContact;
}

/**
 * One order as its customer reads it (their page, the presupuesto and remito); null when no
 * order matches.
 */
async function loadOrderForCustomer(
  db: Db,
  which: SQL | undefined,
  shop: ShopFacts,
): Promise<OrderForCustomer | null> {
  const [row] = await db
    .select({
      ...orderContactColumns,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      deliveryMethod: orders.deliveryMethod,
      deliveryPartido: orders.deliveryPartido,
      deliveryPostalCode: orders.deliveryPostalCode,
      deliveryCost: orders.deliveryCost,
      deliveryFrom: orders.deliveryFrom,
      deliveryUntil: orders.deliveryUntil,
      totalAmount: orders.totalAmount,
      quoteValidUntil: orders.quoteValidUntil,
      paymentChoice: orders.paymentChoice,
    })
    .from(orders)
    .where(which);
  if (!row) return null;
  const [lines, adjustments, payments, mercadoPago] = await oneAtATime([
    // The product's id only while its page is in the shop: the customer's page links to it.
    db
      .select({ ...orderLineColumns, productId: products.id })
      .from(orderLines)
      .leftJoin(products, and(eq(products.id, orderLines.productId), isPublished))
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.position)),
    orderAdjustmentsOf(db, row.id),
    db
      .select({
        date: orderPayments.paidOn,
        method: orderPayments.method,
        amount: orderPayments.amount,
      })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, row.id))
      .orderBy(asc(orderPayments.paidOn), asc(orderPayments.createdAt)),
    db
      .select({ status: mercadoPagoPayments.status })
      .from(mercadoPagoPayments)
      .where(eq(mercadoPagoPayments.orderId, row.id))
      .orderBy(desc(mercadoPagoPayments.updatedAt))
      .limit(1),
  ]);
  const paid = paidAmount(payments.map((p) => p.amount));
  const contact = { email: row.customerEmail, phone: row.customerPhone, comments: row.comments };
  const balance = orderLedger(row, paid).balanceDue;
  const delivery = {
    method: row.deliveryMethod,
    partido: row.deliveryPartido,
    postalCode: row.deliveryPostalCode,
    cost: row.deliveryCost,
    from: row.deliveryFrom,
    until: row.deliveryUntil,
  };
  const order: CustomerOrder = {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    customerName: row.customerName,
    customerAddress: row.customerAddress,
    status: row.status,
    paymentStatus: row.paymentStatus,
    delivery,
    totalAmount: row.totalAmount,
    products: lines,
    adjustments,
    payments,
    paidAmount: paid,
    balanceDue: balance,
    // Fixed when placed or renewed; the setting only fills rows written some other way.
    quoteValidUntil: (
      row.quoteValidUntil ?? quoteValidUntil(row.createdAt, shop.quoteValidityDays)
    ).toISOString(),
    payment: {
      choice: row.paymentChoice,
      mercadoPagoStatus: mercadoPago[0]?.status ?? null,
      transfer: transferInstructions(
        {
          status: row.status,
          choice: row.paymentChoice,
          balanceDue: balance,
          adjustments,
          delivery,
        },
        shop.transfer,
      ),
    },
  };
  return { order, contact };
}

/** One order by its number, as its customer reads it (staff printing its paperwork). */
export function loadOrderById(
  db: Db,
  id: number,
  shop: ShopFacts,
): Promise<OrderForCustomer | null> {
  return loadOrderForCustomer(db, eq(orders.id, id), shop);
}

/** The order a customer's link opens; a malformed or unknown token is simply not found. */
export async function findCustomerOrder(
  db: Db,
  token: string,
  shop: ShopFacts,
): Promise<OrderForCustomer> {
  if (!ACCESS_TOKEN_PATTERN.test(token)) throw notFound(CUSTOMER_ORDER_MESSAGES.notFound);
  const found = await loadOrderForCustomer(db, eq(orders.accessToken, token), shop);
  if (!found) throw notFound(CUSTOMER_ORDER_MESSAGES.notFound);
  return found;
}
