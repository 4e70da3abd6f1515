import type { LayingPattern } from '../../shared/calculator';
import { formatDateTime, formatMoney } from '../../shared/format';
import { type SaleUnit, lineQuantityText, perUnitText } from '../../shared/order-lines';
import type { ShopSettings } from '../../shared/settings';
import type { MailMessage } from './mail';

export interface OrderMailLine {
  productName: string;
  quantity: number;
  squareMeters: number;
  includeWaste: boolean;
  saleUnit: SaleUnit;
  metersPerBox: number | null;
  layingPattern: LayingPattern | null;
  unitPrice: number;
  lineTotal: number;
}

export interface OrderMailData {
  id: number;
  createdAt: Date;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerAddress: string;
  comments: string | null;
  totalAmount: number;
  lines: OrderMailLine[];
}

/** '- Porcelanato: 18 cajas (25,92 m²) para 23,5 m² con 10 % de desperdicio × $ 39.091,92 por caja = $ 703.654,56'. */
function lineText(line: OrderMailLine): string {
  const quantity = lineQuantityText({ ...line, pattern: line.layingPattern });
  return (
    `- ${line.productName}: ${quantity} × ${formatMoney(line.unitPrice)} ${perUnitText(line.saleUnit)}` +
    ` = ${formatMoney(line.lineTotal)}`
  );
}

function detailText(order: OrderMailData): string[] {
  return [...order.lines.map(lineText), '', `Total: ${formatMoney(order.totalAmount)}`];
}

/** The customer's confirmation: number, lines with boxes and m², total and what happens next. */
export function orderConfirmationMail(
  order: OrderMailData,
  shop: ShopSettings,
  publicUrl: string,
): MailMessage {
  const text = [
    `Hola ${order.customerName.trim()}:`,
    '',
    `¡Gracias por tu pedido! Lo recibimos con el número #${order.id} el ${formatDateTime(order.createdAt)}.`,
    '',
    'Detalle del pedido:',
    ...detailText(order),
    '',
    '¿Qué sigue?',
    `Nos vamos a comunicar con vos al ${order.customerPhone.trim()} o por este correo para confirmar el stock y coordinar el pago y la entrega en ${order.customerAddress.trim()}.`,
    'No se realizó ningún cobro: el pago se acuerda con nosotros.',
    ...(order.comments ? ['', `Tus comentarios: ${order.comments}`] : []),
    '',
    'Si tenés alguna consulta, respondé este correo o escribinos:',
    `Teléfono: ${shop.phone}`,
    `Email: ${shop.email}`,
    publicUrl,
    '',
    shop.name,
  ].join('\n');
  return {
    to: order.customerEmail.trim(),
    subject: `Recibimos tu pedido #${order.id} - ${shop.name}`,
    text,
  };
}

/** The notice to the shop's own address, with everything needed to call the customer. */
export function orderNoticeMail(
  order: OrderMailData,
  shop: ShopSettings,
  publicUrl: string,
): MailMessage {
  const text = [
    `Nuevo pedido #${order.id} (${formatDateTime(order.createdAt)}).`,
    '',
    'Cliente:',
    `Nombre: ${order.customerName.trim()}`,
    `Email: ${order.customerEmail.trim()}`,
    `Teléfono: ${order.customerPhone.trim()}`,
    `Dirección de entrega: ${order.customerAddress.trim()}`,
    `Comentarios: ${order.comments || '-'}`,
    '',
    'Productos:',
    ...detailText(order),
    '',
    `Ver los pedidos: ${publicUrl}/admin/pedidos`,
  ].join('\n');
  return {
    to: shop.email,
    subject: `Nuevo pedido #${order.id} de ${order.customerName.trim()}`,
    text,
  };
}
