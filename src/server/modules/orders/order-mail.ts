import { type DeliveryMethod, DELIVERY_METHOD_LABELS, deliveryCostText } from '#shared/delivery';
import { formatDateTime, formatMoney, formatNumber } from '#shared/format';
import {
  type OrderLineForText,
  lineDiscount,
  lineSpecialText,
  orderLineQuantityText,
  unitPriceText,
} from '#shared/order-line-text';
import { customerQuotePath } from '#shared/customer-order';
import { type OrderAdjustment, orderAdjustmentRows } from '#shared/order-adjustments';
import type { ShopSettings } from '#shared/settings';
import { MERCADO_PAGO_MESSAGES, type PaymentChoice } from '#shared/payments/mercado-pago';
import {
  DELIVERY_PAID_APART,
  bankDetails,
  transferInstructionTexts,
  transferInstructions,
} from '#shared/payments/transfer-details';
import type { MailMessage } from '#server/lib/mail';
import {
  button,
  definitionTable,
  esc,
  heading,
  link,
  mailDocument,
  paragraph,
} from '#server/lib/mail-html';
import { ADMIN_PAGE_PATHS as P } from '#shared/admin-page-paths';
import { href } from '#shared/pages';

export interface OrderMailLine extends OrderLineForText {
  productName: string;
  lineTotal: number;
}

export interface OrderDelivery {
  method: DeliveryMethod;
  partido: string | null;
  postalCode: string | null;
  /** Null: a convenir. */
  cost: number | null;
  /** The promised delivery days (YYYY-MM-DD); null: not promised. */
  from: string | null;
  until: string | null;
}

export interface OrderMailData {
  id: number;
  createdAt: Date;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerAddress: string;
  comments: string | null;
  /** Lines plus a known delivery cost. */
  totalAmount: number;
  lines: OrderMailLine[];
  delivery: OrderDelivery;
  /** The customer's order page key; null for orders placed before pages existed. */
  accessToken: string | null;
  /** The profesional and transfer-or-cash discounts taken off the products, as priced. */
  adjustments: readonly OrderAdjustment[];
  /** How the shopper chose to pay; null for an order taken without the choice (by phone). */
  paymentChoice: PaymentChoice | null;
}

export const orderPageUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${href(P.orderPage, { token })}`;
/** The presupuesto PDF of the customer's order, behind the same token as the page. */
export const quotePdfUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${customerQuotePath(token)}`;

function deliveryPlace(order: OrderMailData): string {
  const { delivery } = order;
  if (delivery.method === 'pickup') return 'Retiro en el local';
  const where = [delivery.partido, delivery.postalCode && `CP ${delivery.postalCode}`]
    .filter(Boolean)
    .join(', ');
  return `Envío a ${order.customerAddress.trim()}${where ? ` (${where})` : ''}`;
}

const deliveryCost = (order: OrderMailData) =>
  deliveryCostText(order.delivery.method, order.delivery.cost);

function linesText(order: OrderMailData): string[] {
  return [
    ...order.lines.map(
      (line) =>
        `- ${line.productName}: ${orderLineQuantityText(line)} × ${unitPriceText(line)} = ${formatMoney(line.lineTotal)}`,
    ),
    '',
    ...orderAdjustmentRows(order.adjustments).map((row) => `${row.label}: ${row.text}`),
    `Entrega: ${DELIVERY_METHOD_LABELS[order.delivery.method]} - ${deliveryCost(order)}`,
    `Total: ${formatMoney(order.totalAmount)}${order.delivery.method === 'shipping' && order.delivery.cost === null ? ' (más el envío, a convenir)' : ''}`,
  ];
}

const cell = 'padding:6px 4px;border-bottom:1px solid #e0e0e0;vertical-align:top;';
const numberCell = `${cell}text-align:right;white-space:nowrap;`;

function unitPriceHtml(line: OrderMailLine): string {
  const discount = lineDiscount(line);
  const price = esc(formatMoney(line.unitPrice));
  const special = lineSpecialText(line);
  if (special)
    return `${price}<br><span style="color:#2e7d32;font-size:12px;">${esc(special)}</span>`;
  if (!discount) return price;
  return (
    `<s style="color:#777;">${esc(formatMoney(discount.listPrice))}</s><br>${price}` +
    `<br><span style="color:#2e7d32;font-size:12px;">${esc(formatNumber(discount.percentage))} % de descuento</span>`
  );
}

function linesTable(order: OrderMailData): string {
  const head = ['Producto', 'Cantidad', 'Precio unitario', 'Subtotal']
    .map(
      (h, i) =>
        `<th style="${cell}text-align:${i < 2 ? 'left' : 'right'};background:#f5f5f5;font-size:13px;">${h}</th>`,
    )
    .join('');
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${esc(line.productName)}</td>` +
        `<td style="${cell}">${esc(orderLineQuantityText(line))}</td>` +
        `<td style="${numberCell}">${unitPriceHtml(line)}</td>` +
        `<td style="${numberCell}">${esc(formatMoney(line.lineTotal))}</td></tr>`,
    )
    .join('');
  const foot =
    orderAdjustmentRows(order.adjustments)
      .map(
        (row) =>
          `<tr><td colspan="3" style="${cell}text-align:right;">${esc(row.label)}</td>` +
          `<td style="${numberCell}">${esc(row.text)}</td></tr>`,
      )
      .join('') +
    `<tr><td colspan="3" style="${cell}text-align:right;">${esc(DELIVERY_METHOD_LABELS[order.delivery.method])}</td>` +
    `<td style="${numberCell}">${esc(deliveryCost(order))}</td></tr>` +
    `<tr><td colspan="3" style="${cell}text-align:right;font-weight:bold;">Total</td>` +
    `<td style="${numberCell}font-weight:bold;">${esc(formatMoney(order.totalAmount))}</td></tr>`;
  return (
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:13px;margin:0 0 12px;">' +
    `<thead><tr>${head}</tr></thead><tbody>${rows}${foot}</tbody></table>`
  );
}

interface HowToPay {
  /** The payment is agreed with the shop: no way to pay was given. */
  agreed: boolean;
  heading: string;
  text: string[];
  html: string;
}

/**
 * The e-mail's way to pay, as the shopper chose it: Mercado Pago's button to their order page
 * (its preference is made there, when they press it, never by a mail scanner opening a link), or
 * the shop's bank details with the exact amount; nothing when there is neither.
 */
function howToPay(order: OrderMailData, shop: ShopSettings, pageUrl: string | null): HowToPay {
  const delivery = { method: order.delivery.method, cost: order.delivery.cost };
  if (order.paymentChoice === 'mercado_pago' && pageUrl) {
    const lead = `Pagá ${formatMoney(order.totalAmount)} con tarjeta, cuotas o dinero en cuenta desde tu pedido.`;
    const notes =
      delivery.method === 'shipping' && delivery.cost === null ? [DELIVERY_PAID_APART] : [];
    return {
      agreed: false,
      heading: MERCADO_PAGO_HEADING,
      text: [lead, `${MERCADO_PAGO_MESSAGES.pay}: ${pageUrl}`, ...notes],
      html:
        paragraph(esc(lead)) +
        button(pageUrl, MERCADO_PAGO_MESSAGES.pay) +
        notes.map((note) => paragraph(esc(note))).join(''),
    };
  }
  const instructions = transferInstructions(
    {
      status: 'pending',
      choice: order.paymentChoice,
      balanceDue: order.totalAmount,
      adjustments: order.adjustments,
      delivery,
    },
    shop.transfer,
  );
  if (!instructions) return { agreed: true, heading: '', text: [], html: '' };
  const { lead, notes } = transferInstructionTexts(instructions);
  return {
    agreed: false,
    heading: TRANSFER_HEADING,
    text: [lead, ...instructions.bank.map((d) => `${d.label}: ${d.value}`), ...notes],
    html:
      paragraph(esc(lead)) +
      definitionTable(instructions.bank.map((d) => [d.label, esc(d.value)])) +
      notes.map((note) => paragraph(esc(note))).join(''),
  };
}

const MERCADO_PAGO_HEADING = 'Pagá con Mercado Pago';
const TRANSFER_HEADING = 'Pagá por transferencia';

/** The shop's notice names the choice; an order without one was taken without it. */
function paymentChoiceText(choice: PaymentChoice | null): string {
  if (choice === 'mercado_pago') return 'Mercado Pago (paga desde su pedido)';
  if (choice === 'transfer') return 'Transferencia o efectivo';
  return 'Sin elegir';
}

/** The transfer details the owner filled in, as label and value rows; none when all are empty. */
export function transferRows(shop: ShopSettings): [string, string][] {
  return bankDetails(shop.transfer).map((detail) => [detail.label, detail.value]);
}

function contactRows(shop: ShopSettings, publicUrl: string): [string, string][] {
  return [
    ['Teléfono', shop.phone],
    ['Email', shop.email],
    ['Dirección', shop.address],
    ['Web', publicUrl],
  ];
}

/** The customer's confirmation: number, lines, delivery, total, next steps, how to pay, contact. */
export function orderConfirmationMail(
  order: OrderMailData,
  shop: ShopSettings,
  publicUrl: string,
): MailMessage {
  const name = order.customerName.trim();
  const when = formatDateTime(order.createdAt);
  const pageUrl = order.accessToken ? orderPageUrl(publicUrl, order.accessToken) : null;
  const quoteUrl = order.accessToken ? quotePdfUrl(publicUrl, order.accessToken) : null;
  const pay = howToPay(order, shop, pageUrl);
  const nextSteps = [
    `Nos vamos a comunicar con vos al ${order.customerPhone.trim()} o por este correo para confirmar el stock y coordinar ${pay.agreed ? 'el pago y ' : ''}la entrega.`,
    `Entrega: ${deliveryPlace(order)}.`,
    ...(pay.agreed ? ['No se realizó ningún cobro: el pago se acuerda con nosotros.'] : []),
  ];
  const text = [
    `Hola ${name}:`,
    '',
    `¡Gracias por tu pedido! Lo recibimos con el número #${order.id} el ${when}.`,
    '',
    'Detalle del pedido:',
    ...linesText(order),
    ...(pageUrl ? ['', `Ver tu pedido y su estado: ${pageUrl}`] : []),
    ...(quoteUrl ? [`Descargar el presupuesto (PDF): ${quoteUrl}`] : []),
    '',
    '¿Qué sigue?',
    ...nextSteps,
    ...(order.comments ? ['', `Tus comentarios: ${order.comments}`] : []),
    ...(pay.text.length > 0 ? ['', pay.heading, ...pay.text] : []),
    '',
    'Si tenés alguna consulta, respondé este correo o escribinos:',
    ...contactRows(shop, publicUrl).map(([k, v]) => `${k}: ${v}`),
    '',
    shop.name,
  ].join('\n');
  const html = mailDocument(
    `Pedido #${order.id}`,
    [
      `<h1 style="margin:0 0 12px;font-size:20px;">¡Gracias por tu pedido, ${esc(name)}!</h1>`,
      paragraph(`Lo recibimos con el número <strong>#${order.id}</strong> el ${esc(when)}.`),
      pageUrl ? button(pageUrl, 'Ver mi pedido') : '',
      quoteUrl ? paragraph(link(quoteUrl, 'Descargar el presupuesto (PDF)')) : '',
      heading('Detalle del pedido'),
      linesTable(order),
      heading('¿Qué sigue?'),
      ...nextSteps.map((step) => paragraph(esc(step))),
      order.comments ? paragraph(`<em>Tus comentarios:</em> ${esc(order.comments)}`) : '',
      pay.html ? heading(pay.heading) + pay.html : '',
      heading('Contacto'),
      paragraph('Si tenés alguna consulta, respondé este correo o escribinos:'),
      definitionTable(
        contactRows(shop, publicUrl).map(([k, v]) => [
          k,
          k === 'Email' ? link(`mailto:${v}`, v) : k === 'Web' ? link(v, v) : esc(v),
        ]),
      ),
      paragraph(`<strong>${esc(shop.name)}</strong>`),
    ].join(''),
  );
  return {
    to: order.customerEmail.trim(),
    replyTo: shop.email,
    subject: `Recibimos tu pedido #${order.id} - ${shop.name}`,
    text,
    html,
  };
}

/** The notice to the shop: answering it writes to the customer (Reply-To). */
export function orderNoticeMail(
  order: OrderMailData,
  shop: ShopSettings,
  publicUrl: string,
): MailMessage {
  const customer: [string, string][] = [
    ['Nombre', order.customerName.trim()],
    ['Email', order.customerEmail.trim()],
    ['Teléfono', order.customerPhone.trim()],
    ['Entrega', deliveryPlace(order)],
    ['Pago elegido', paymentChoiceText(order.paymentChoice)],
    ['Comentarios', order.comments || '-'],
  ];
  const adminUrl = `${publicUrl}${P.adminOrders}`;
  const when = formatDateTime(order.createdAt);
  const text = [
    `Nuevo pedido #${order.id} (${when}).`,
    '',
    'Cliente:',
    ...customer.map(([k, v]) => `${k}: ${v}`),
    '',
    'Productos:',
    ...linesText(order),
    '',
    'Respondé este correo para escribirle al cliente.',
    `Ver los pedidos: ${adminUrl}`,
  ].join('\n');
  const html = mailDocument(
    `Nuevo pedido #${order.id}`,
    [
      `<h1 style="margin:0 0 12px;font-size:20px;">Nuevo pedido #${order.id}</h1>`,
      paragraph(esc(when)),
      heading('Cliente'),
      definitionTable(
        customer.map(([k, v]) => [
          k,
          k === 'Email'
            ? link(`mailto:${v}`, v)
            : k === 'Teléfono'
              ? link(`tel:${v.replace(/[^\d+]/g, '')}`, v)
              : esc(v),
        ]),
      ),
      heading('Productos'),
      linesTable(order),
      paragraph('Respondé este correo para escribirle al cliente.'),
      button(adminUrl, 'Ver los pedidos'),
    ].join(''),
  );
  return {
    to: shop.email,
    replyTo: order.customerEmail.trim(),
    subject: `Nuevo pedido #${order.id} de ${order.customerName.trim()}`,
    text,
    html,
  };
}
