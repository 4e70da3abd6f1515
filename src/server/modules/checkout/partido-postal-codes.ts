import { searchFold } from '#shared/search';

/**
 * The códigos postales (4 digits) of the partidos around the shop, so a zone named after a
 * partido also prices a shopper who types only the código postal (6700 is Luján). A partido not
 * listed here is matched by its name alone; a código postal of its own gets a zone of its own.
 */
const PARTIDO_POSTAL_CODES: Record<string, readonly string[]> = {
  lujan: ['6700', '6701', '6703', '6706', '6708', '6712', '6608'],
  'general rodriguez': ['1748'],
  pilar: ['1629', '1631', '1635', '1664', '1669'],
  'exaltacion de la cruz': ['2812', '2814'],
  mercedes: ['6600'],
  moreno: ['1742', '1744', '1746'],
  'san andres de giles': ['6720'],
  'marcos paz': ['1727'],
};

/** The códigos postales the shop knows for a partido ('Luján', 'lujan'); none when unknown. */
export function partidoPostalCodes(partido: string): string[] {
  return [...(PARTIDO_POSTAL_CODES[searchFold(partido).trim()] ?? [])];
}

/** The zones a fresh demo shop starts with: the shop's own partido and its neighbours. */
export const DEMO_DELIVERY_ZONES = [
  { value: 'Luján', price: 8000, daysMin: 1, daysMax: 2 },
  { value: 'General Rodríguez', price: 15000, daysMin: 2, daysMax: 4 },
  { value: 'Pilar', price: 18000, daysMin: 2, daysMax: 4 },
  { value: 'Exaltación de la Cruz', price: 15000, daysMin: 2, daysMax: 4 },
  { value: 'Mercedes', price: 15000, daysMin: 2, daysMax: 4 },
  { value: 'Moreno', price: 20000, daysMin: 3, daysMax: 5 },
] as const;
