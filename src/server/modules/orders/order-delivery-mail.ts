import { deliveryCostText } from '#shared/delivery';
import { formatMoney } from '#shared/format';
import { subtractMoney } from '#shared/money';
import type { ShopSettings } from '#shared/settings';
import { deliveryWindowText } from '#shared/working-days';
import type { MailMessage } from '#server/lib/mail';
import {
  button,
  definitionTable,
  esc,
  heading,
  mailDocument,
  paragraph,
} from '#server/lib/mail-html';
import type { DeliveryChange } from './order-delivery-change';
import { orderPageUrl, transferRows } from './order-mail';

/**
 * How the customer pays what the new delivery cost added: Mercado Pago's link when that was the
 * choice (payLink), else the shop's transfer details, else a call from the shop.
 */
function howToPay(
  change: DeliveryChange,
  shop: ShopSettings,
  payLink: string | null,
): { text: string; rows: [string, string][]; link: string | null } {
  const due = subtractMoney(change.totalAmount, change.paid);
  if (due === 0)
    return { text: 'Tu pedido ya está pago: no tenés que pagar nada más.', rows: [], link: null };
  if (due < 0) {
    return {
      text: `Tu pedido ya está pago y quedan ${formatMoney(-due)} a tu favor: los coordinamos con vos.`,
      rows: [],
      link: null,
    };
  }
  if (change.paymentChoice === 'mercado_pago' && payLink) {
    return {
      text: `Pagá el saldo (${formatMoney(due)}) con Mercado Pago:`,
      rows: [],
      link: payLink,
    };
  }
  const rows = transferRows(shop);
  if (rows.length > 0) {
    return {
      text: `Podés pagar el saldo (${formatMoney(due)}) por transferencia a esta cuenta:`,
      rows,
      link: null,
    };
  }
  return {
    text: `Te vamos a contactar para coordinar el pago del saldo (${formatMoney(due)}).`,
    rows: [],
    link: null,
  };
}

/** The customer's one e-mail when staff set or change the delivery's cost or day. */
export function orderDeliveryMail(
  change: DeliveryChange,
  shop: ShopSettings,
  publicUrl: string,
  payLink: string | null,
): MailMessage {
  const name = change.customerName.trim();
  const pageUrl = change.accessToken ? orderPageUrl(publicUrl, change.accessToken) : null;
  const facts: [string, string][] = [
    ['Costo de entrega', deliveryCostText('shipping', change.cost)],
    [
      'Fecha de entrega',
      change.date ? deliveryWindowText({ from: change.date, until: change.date }) : 'a coordinar',
    ],
    ['Nuevo total', formatMoney(change.totalAmount)],
    ['Pagado', formatMoney(change.paid)],
    ['Saldo a pagar', formatMoney(Math.max(0, subtractMoney(change.totalAmount, change.paid)))],
  ];
  const pay = howToPay(change, shop, payLink);
  const text = [
    `Hola ${name}:`,
    '',
    `Actualizamos la entrega de tu pedido #${change.id}.`,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    pay.text,
    ...(pay.link ? [pay.link] : []),
    ...pay.rows.map(([k, v]) => `${k}: ${v}`),
    ...(pageUrl ? ['', `Ver tu pedido: ${pageUrl}`] : []),
    '',
    'Si tenés alguna consulta, respondé este correo o escribinos:',
    `Teléfono: ${shop.phone}`,
    `Email: ${shop.email}`,
    '',
    shop.name,
  ].join('\n');
  const html = mailDocument(
    `Pedido #${change.id}: entrega actualizada`,
    [
      `<h1 style="margin:0 0 12px;font-size:20px;">Tu pedido #${change.id}: entrega actualizada</h1>`,
      paragraph(`Hola ${esc(name)}:`),
      paragraph(`Actualizamos la entrega de tu pedido <strong>#${change.id}</strong>.`),
      definitionTable(facts.map(([k, v]): [string, string] => [k, esc(v)])),
      heading('Cómo pagar'),
      paragraph(esc(pay.text)),
      pay.link ? button(pay.link, 'Pagar con Mercado Pago') : '',
      pay.rows.length > 0
        ? definitionTable(pay.rows.map(([k, v]): [string, string] => [k, esc(v)]))
        : '',
      pageUrl ? button(pageUrl, 'Ver mi pedido') : '',
      paragraph('Si tenés alguna consulta, respondé este correo o escribinos:'),
      definitionTable([
        ['Teléfono', esc(shop.phone)],
        ['Email', esc(shop.email)],
      ]),
      paragraph(`<strong>${esc(shop.name)}</strong>`),
    ].join(''),
  );
  return {
    to: change.customerEmail.trim(),
    replyTo: shop.email,
    subject: `Tu pedido #${change.id}: entrega actualizada - ${shop.name}`,
    text,
    html,
  };
}
