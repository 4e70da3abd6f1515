import { formatMoney } from '#shared/format';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '#shared/orders';
import type { ShopSettings } from '#shared/settings';
import type { MailMessage } from '#server/lib/mail';
import { button, definitionTable, esc, mailDocument, paragraph } from '#server/lib/mail-html';
import { orderPageUrl } from '../orders/order-mail';
import { ADMIN_PAGE_PATHS as P } from '#shared/admin-page-paths';

export interface PaymentMailOrder {
  id: number;
  customerName: string;
  customerEmail: string;
  accessToken: string | null;
  paymentStatus: PaymentStatus;
  balanceDue: number;
}

/** A Mercado Pago payment counted (positive) or reversed (negative) on an order. */
export interface PaymentMailChange {
  paymentId: string;
  amount: number;
  status: string;
}

function rows(order: PaymentMailOrder, change: PaymentMailChange): [string, string][] {
  return [
    ['Pedido', `#${order.id}`],
    [change.amount >= 0 ? 'Pago recibido' : 'Pago revertido', formatMoney(Math.abs(change.amount))],
    ['Operación de Mercado Pago', change.paymentId],
    ['Estado del pago del pedido', PAYMENT_STATUS_LABELS[order.paymentStatus]],
    ['Saldo', formatMoney(Math.max(0, order.balanceDue))],
  ];
}

/** The customer's e-mail: the payment arrived, or it was returned or charged back. */
export function customerPaymentMail(
  order: PaymentMailOrder,
  change: PaymentMailChange,
  shop: ShopSettings,
  publicUrl: string,
): MailMessage {
  const name = order.customerName.trim();
  const received = change.amount >= 0;
  const title = received
    ? `Recibimos tu pago del pedido #${order.id}`
    : `Se revirtió un pago del pedido #${order.id}`;
  const says = received
    ? `Mercado Pago nos confirmó tu pago de ${formatMoney(change.amount)}. ¡Gracias!`
    : `Mercado Pago nos informó que el pago de ${formatMoney(-change.amount)} fue devuelto o desconocido, así que ya no cuenta para tu pedido.`;
  const pageUrl = order.accessToken ? orderPageUrl(publicUrl, order.accessToken) : null;
  const table = rows(order, change);
  const text = [
    `Hola ${name}:`,
    '',
    says,
    '',
    ...table.map(([k, v]) => `${k}: ${v}`),
    ...(pageUrl ? ['', `Ver tu pedido: ${pageUrl}`] : []),
    '',
    `Si tenés alguna consulta, escribinos a ${shop.email} o llamanos al ${shop.phone}.`,
    '',
    shop.name,
  ].join('\n');
  const html = mailDocument(
    title,
    [
      `<h1 style="margin:0 0 12px;font-size:20px;">${esc(title)}</h1>`,
      paragraph(`Hola ${esc(name)}:`),
      paragraph(esc(says)),
      definitionTable(table.map(([k, v]): [string, string] => [k, esc(v)])),
      pageUrl ? button(pageUrl, 'Ver mi pedido') : '',
      paragraph(`<strong>${esc(shop.name)}</strong>`),
    ].join(''),
  );
  return {
    to: order.customerEmail.trim(),
    replyTo: shop.email,
    subject: `${title} - ${shop.name}`,
    text,
    html,
  };
}

/** The shop's notice of the same change. */
export function shopPaymentMail(
  order: PaymentMailOrder,
  change: PaymentMailChange,
  shop: ShopSettings,
  publicUrl: string,
): MailMessage {
  const title =
    change.amount >= 0
      ? `Pago con Mercado Pago del pedido #${order.id}`
      : `Pago de Mercado Pago revertido (${change.status}) en el pedido #${order.id}`;
  const table: [string, string][] = [
    ['Cliente', order.customerName.trim()],
    ...rows(order, change),
  ];
  const adminUrl = `${publicUrl}${P.adminOrders}`;
  const text = [title, '', ...table.map(([k, v]) => `${k}: ${v}`), '', adminUrl].join('\n');
  const html = mailDocument(
    title,
    [
      `<h1 style="margin:0 0 12px;font-size:20px;">${esc(title)}</h1>`,
      definitionTable(table.map(([k, v]): [string, string] => [k, esc(v)])),
      button(adminUrl, 'Ver el pedido'),
    ].join(''),
  );
  return {
    to: shop.email,
    ...(order.customerEmail.trim() ? { replyTo: order.customerEmail.trim() } : {}),
    subject: title,
    text,
    html,
  };
}

/** The shop's alert of a Mercado Pago payment kept apart for staff, or to be given back. */
export function shopReviewMail(
  orderId: number,
  message: string,
  shop: ShopSettings,
  publicUrl: string,
): MailMessage {
  const title = `Pago de Mercado Pago para revisar en el pedido #${orderId}`;
  const adminUrl = `${publicUrl}${P.adminOrders}`;
  const html = mailDocument(
    title,
    [
      `<h1 style="margin:0 0 12px;font-size:20px;">${esc(title)}</h1>`,
      paragraph(esc(message)),
      button(adminUrl, 'Ver los pedidos'),
    ].join(''),
  );
  return {
    to: shop.email,
    subject: title,
    text: [title, '', message, '', adminUrl].join('\n'),
    html,
  };
}
