export const WHATSAPP_GREETING = '¡Hola! Me gustaría hacer una consulta sobre sus productos.';

export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
