import { searchFold } from './search';

/**
 * A product's formato, as the list's filter reads it: the first 'width x height' of its
 * dimensions, folded like a search ('60 × 60 cm' → '60x60', '58,5x58,5' → '58,5x58,5'); null when
 * the dimensions hold no size.
 */
export function tileFormat(dimensions: string | null | undefined): string | null {
  const match = /(\d+(?:[.,]\d+)?)x(\d+(?:[.,]\d+)?)/.exec(searchFold(dimensions ?? ''));
  return match ? `${match[1]?.replace('.', ',')}x${match[2]?.replace('.', ',')}` : null;
}

/** How the shop writes a formato: '60x60' → '60×60'. */
export const formatLabel = (format: string): string => format.replace('x', '×');
