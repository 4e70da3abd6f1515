/**
 * "Enviar consulta por WhatsApp": the message names each product with its
 * quantity in the shared wording (order-lines.ts) and, from the cart, a link that rebuilds it.
 */
export interface ConsultaLine {
  name: string;
  /** lineQuantityText of the line: '12 cajas (17,28 m²) para 14,7 m² con 15 % de desperdicio'. */
  quantity: string;
}

export function consultaText(lines: ConsultaLine[], link?: string): string {
  return [
    '¡Hola! Quiero consultar por:',
    ...lines.map((line) => `- ${line.name}: ${line.quantity}`),
    ...(link ? ['', link] : []),
  ].join('\n');
}

/** The WhatsApp message of a delivery outside every zone: the place and the cart's link. */
export function shippingConsultaText(placeLabel: string, cartLink: string | null): string {
  return [
    `¡Hola! Quiero cotizar el envío a ${placeLabel}${cartLink ? ' de este carrito:' : '.'}`,
    ...(cartLink ? [cartLink] : []),
  ].join('\n');
}
