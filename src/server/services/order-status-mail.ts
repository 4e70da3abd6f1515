import { customerStatusLabel } from '../../shared/customer-order';
import type { DeliveryMethod } from '../../shared/delivery';
import type { OrderStatus } from '../../shared/orders';
import type { ShopSettings } from '../../shared/settings';
import type { MailMessage } from './mail';
import { button, definitionTable, esc, mailDocument, paragraph } from './mail-html';
import { orderPageUrl } from './order-mail';

export interface StatusMailOrder {
  id: number;
  customerName: string;
  customerEmail: string;
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
  accessToken: string | null;
}

function explanation(order: StatusMailOrder): string {
  switch (order.status) {
    case 'processing':
      return 'Estamos preparando tu pedido. Te avisamos cuando esté en camino o listo para retirar.';
    case 'completed':
      return order.deliveryMethod === 'pickup'
        ? 'Tu pedido está listo: podés pasar a retirarlo por el local en nuestro horario de atención.'
        : 'Tu pedido salió hacia la dirección de entrega.';
    case 'cancelled':
      return 'Tu pedido fue cancelado. Si no lo esperabas, respondé este correo y lo revisamos.';
    default:
      return 'El estado de tu pedido cambió.';
  }
}

/** The customer's notice that staff moved their order along (answered to the shop). */
export function orderStatusMail(
  order: StatusMailOrder,
  shop: ShopSettings,
  publicUrl: string,
): MailMessage {
  const label = customerStatusLabel(order.status, order.deliveryMethod);
  const name = order.customerName.trim();
  const pageUrl = order.accessToken ? orderPageUrl(publicUrl, order.accessToken) : null;
  const text = [
    `Hola ${name}:`,
    '',
    `Tu pedido #${order.id} está: ${label}.`,
    explanation(order),
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
      paragraph(esc(explanation(order))),
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
