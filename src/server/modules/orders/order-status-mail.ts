import { orderStatusLabel } from '#shared/orders';
import type { DeliveryMethod } from '#shared/delivery';
import type { OrderStatus } from '#shared/orders';
import type { ShopSettings } from '#shared/settings';
import type { MailMessage } from '#server/lib/mail';
import { button, definitionTable, esc, mailDocument, paragraph } from '#server/lib/mail-html';
import { orderPageUrl } from './order-mail';

export interface StatusMailOrder {
  id: number;
  customerName: string;
  customerEmail: string;
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
  accessToken: string | null;
}

/**
 * What the change means for the customer, promising only what happens: whether the next step
 * is e-mailed depends on staff, so the mail points to the order's page, which always shows it.
 */
function explanation(order: StatusMailOrder, hasPage: boolean): string {
  const pickup = order.deliveryMethod === 'pickup';
  switch (order.status) {
    case 'processing':
      return hasPage
        ? 'Estamos preparando tu pedido. En la página de tu pedido ves en qué paso está.'
        : 'Estamos preparando tu pedido.';
    case 'ready':
      return 'Tu pedido está listo: podés pasar a retirarlo por el local en nuestro horario de atención.';
    case 'in_transit':
      return 'Tu pedido salió hacia la dirección de entrega.';
    case 'completed':
      return pickup
        ? 'Registramos que retiraste tu pedido. ¡Gracias por tu compra!'
        : 'Registramos la entrega de tu pedido. ¡Gracias por tu compra!';
    case 'cancelled':
      return 'Tu pedido fue cancelado. Si no lo esperabas, respondé este correo o escribinos.';
    default:
      return 'El estado de tu pedido cambió.';
  }
}

/** Where and when to pick an order up, in the "listo para retirar" e-mail. */
function pickupRows(order: StatusMailOrder, shop: ShopSettings): [string, string][] {
  if (order.status !== 'ready') return [];
  return [
    ['Dirección', shop.address],
    ...shop.hours.map((row): [string, string] => [row.days, row.time]),
  ];
}

/** The customer's notice that staff moved their order along (answered to the shop). */
export function orderStatusMail(
  order: StatusMailOrder,
  shop: ShopSettings,
  publicUrl: string,
): MailMessage {
  const label = orderStatusLabel(order.status, order.deliveryMethod);
  const name = order.customerName.trim();
  const pageUrl = order.accessToken ? orderPageUrl(publicUrl, order.accessToken) : null;
  const explained = explanation(order, pageUrl !== null);
  const pickup = pickupRows(order, shop);
  const text = [
    `Hola ${name}:`,
    '',
    `Tu pedido #${order.id} está: ${label}.`,
    explained,
    ...(pickup.length > 0 ? ['', ...pickup.map(([k, v]) => `${k}: ${v}`)] : []),
    ...(pageUrl ? ['', `Ver tu pedido: ${pageUrl}`] : []),
    '',
    'Si tenés alguna consulta, respondé este correo o escribinos:',
    `Teléfono: ${shop.phone}`,
    `Email: ${shop.email}`,
    '',
    shop.name,
  ].join('\n');
  const html = mailDocument(
    `Pedido #${order.id}: ${label}`,
    [
      `<h1 style="margin:0 0 12px;font-size:20px;">Tu pedido #${order.id}: ${esc(label)}</h1>`,
      paragraph(`Hola ${esc(name)}:`),
      paragraph(esc(explained)),
      pickup.length > 0
        ? definitionTable(pickup.map(([k, v]): [string, string] => [k, esc(v)]))
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
    to: order.customerEmail.trim(),
    replyTo: shop.email,
    subject: `Tu pedido #${order.id}: ${label} - ${shop.name}`,
    text,
    html,
  };
}
