import { randomUUID } from 'node:crypto';
import type { CustomerOrder } from '#shared/customer-order';
import { MERCADO_PAGO_MESSAGES } from '#shared/payments/mercado-pago';
import { adjustmentsTotal } from '#shared/order-adjustments';
import { multiplyMoney, roundMoney, sumMoney } from '#shared/money';
import type { ShopSettings } from '#shared/settings';
import { AppError } from '#server/errors';
import type { CustomerContact } from '../orders/customer-order';
import { orderPageUrl } from '../orders/order-mail';
import type { Db } from '#server/db/client';
import type { CreatedPreference, MercadoPagoApi, PreferenceBody } from './mercado-pago-client';
import { savePreference } from './queries';

/** The path Mercado Pago posts its notifications to (under /api/payments). */
export const NOTIFICATION_PATH = '/api/payments/mercado-pago/notifications';

/** The card statement shows at most 22 characters, letters, digits and spaces. */
function statementDescriptor(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim();
  return plain.slice(0, 22).trim() || 'TIENDA';
}

/**
 * What the preference charges: the order's lines (and delivery) as the server priced them
 * when nothing is paid yet; once a seña was paid, one line with the balance. Whatever the
 * lines, they add up to the balance exactly, or the balance is charged as one line.
 */
function itemsFor(order: CustomerOrder): NonNullable<PreferenceBody['items']> {
  const balance = roundMoney(order.balanceDue);
  const saldo = [
    {
      id: `pedido-${order.id}`,
      title: `Pedido #${order.id}`,
      quantity: 1,
      unit_price: balance,
      currency_id: 'ARS',
    },
  ];
  const discount = adjustmentsTotal(order.adjustments);
  if (order.paidAmount !== 0 || discount !== 0) return saldo;
  const lines = order.products.map((line, index) => ({
    id: `linea-${index + 1}`,
    title: line.productName.slice(0, 250),
    quantity: line.quantity,
    unit_price: line.unitPrice,
    currency_id: 'ARS',
  }));
  const delivery = order.delivery.cost ?? 0;
  if (delivery > 0) {
    lines.push({
      id: 'envio',
      title: 'Envío',
      quantity: 1,
      unit_price: delivery,
      currency_id: 'ARS',
    });
  }
  const sum = sumMoney(lines.map((l) => multiplyMoney(l.unit_price, l.quantity)));
  return sum === balance ? lines : saldo;
}

/**
 * Creates a Checkout Pro preference for what the customer owes on the order, keeps what it
 * wrote (reference, collector, amount), and answers its init_point. Everything that decides an amount comes from the stored order; the browser only
 * names the order by its link's token.
 */
export async function createMercadoPagoCheckout(
  db: Db,
  api: MercadoPagoApi,
  found: { order: CustomerOrder; contact: CustomerContact },
  token: string,
  { shop, publicUrl, now = new Date() }: { shop: ShopSettings; publicUrl: string; now?: Date },
): Promise<string> {
  const { order, contact } = found;
  const payable =
    order.status !== 'cancelled' &&
    order.payment.choice !== 'transfer' &&
    order.balanceDue > 0 &&
    new Date(order.quoteValidUntil) > now;
  if (!payable) throw new AppError(409, 'not_payable', MERCADO_PAGO_MESSAGES.notPayable);
  const back = orderPageUrl(publicUrl, token);
  const reference = String(order.id);
  const phoneDigits = contact.phone.replace(/\D/g, '');
  const body: PreferenceBody = {
    items: itemsFor(order),
    payer: {
      name: order.customerName,
      ...(contact.email ? { email: contact.email } : {}),
      ...(phoneDigits ? { phone: { area_code: '', number: phoneDigits } } : {}),
    },
    external_reference: reference,
    back_urls: { success: back, pending: back, failure: back },
    auto_return: 'approved',
    notification_url: `${publicUrl}${NOTIFICATION_PATH}`,
    statement_descriptor: statementDescriptor(shop.name),
    // The quote's prices hold until then; after it, the order is renewed before it is paid.
    expires: true,
    expiration_date_from: now.toISOString(),
    expiration_date_to: order.quoteValidUntil,
    payment_methods: { installments: shop.payments.maxInstallments },
  };
  let created: CreatedPreference;
  try {
    created = await api.createPreference(body, randomUUID());
  } catch (error) {
    throw Object.assign(new AppError(502, 'mercado_pago_failed', MERCADO_PAGO_MESSAGES.failed), {
      cause: error,
    });
  }
  // What a payment must name to count for this order (service.ts): kept before the shopper can pay.
  await savePreference(db, {
    preferenceId: created.id,
    orderId: order.id,
    externalReference: reference,
    collectorId: created.collectorId,
    amount: roundMoney(order.balanceDue),
  });
  return created.initPoint;
}
