/**
 * The tile words a search reads as filters: 'antideslizante', 'piso', 'exterior', 'rectificado',
 * 'pei 4', 'mate', a colour, a size. Each becomes a condition on the product's attribute (the
 * server's search-query.ts) and a chip the list shows, removable. Words arrive as searchWords
 * leaves them: folded and plural-folded.
 */
import { normalizeSearch, searchWords } from './search';
import { formatLabel, tileFormat } from './tile-format';
import { type SlipResistance, TILE_COLORS, type TileColor, peiLabel } from './tile-attributes';

export type SearchAttribute =
  | { kind: 'slip'; value: SlipResistance }
  | { kind: 'usage'; value: 'piso' | 'pared' }
  | { kind: 'placement'; value: 'interior' | 'exterior' }
  | { kind: 'rectified' }
  | { kind: 'pei'; value: number }
  | { kind: 'finish'; value: string }
  | { kind: 'color'; value: TileColor }
  | { kind: 'format'; value: string };

/** One attribute the search named, and the typed words that named it. */
export interface ReadAttribute {
  attribute: SearchAttribute;
  words: string[];
}

/** A search split into what it filters by and the words still searched as text. */
export interface ReadSearch {
  attributes: ReadAttribute[];
  words: string[];
}

const SIMPLE: Readonly<Record<string, SearchAttribute>> = {
  antideslizante: { kind: 'slip', value: 'R10' },
  piso: { kind: 'usage', value: 'piso' },
  suelo: { kind: 'usage', value: 'piso' },
  pared: { kind: 'usage', value: 'pared' },
  exterior: { kind: 'placement', value: 'exterior' },
  intemperie: { kind: 'placement', value: 'exterior' },
  interior: { kind: 'placement', value: 'interior' },
  rectificado: { kind: 'rectified' },
  rectificada: { kind: 'rectified' },
  mate: { kind: 'finish', value: 'mate' },
  brillante: { kind: 'finish', value: 'brillante' },
  satinado: { kind: 'finish', value: 'satinado' },
  satinada: { kind: 'finish', value: 'satinado' },
};

const COLORS = new Map<string, TileColor>([
  ...TILE_COLORS.map((c) => [normalizeSearch(c), c] as const),
  ['blanca', 'Blanco'],
  ['negra', 'Negro'],
]);

const ROMAN: Readonly<Record<string, number>> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5 };
const peiClass = (text: string | undefined): number | null =>
  text === undefined ? null : /^[1-5]$/.test(text) ? Number(text) : (ROMAN[text] ?? null);
const SIZE = /^\d+(?:[.,]\d+)?x\d+(?:[.,]\d+)?$/;

/** The attribute one word names (a PEI class takes the next word too): how many words it took. */
function attributeAt(words: string[], i: number): [SearchAttribute, number] | null {
  const word = words[i] ?? '';
  const simple = SIMPLE[word];
  if (simple) return [simple, 1];
  const color = COLORS.get(word);
  if (color) return [{ kind: 'color', value: color }, 1];
  const slip = /^r(9|1[0-3])$/.exec(word);
  if (slip) return [{ kind: 'slip', value: `R${slip[1]}` as SlipResistance }, 1];
  if (SIZE.test(word)) {
    const format = tileFormat(word);
    if (format) return [{ kind: 'format', value: format }, 1];
  }
  const joined = /^pei(.+)$/.exec(word);
  const pei = joined ? peiClass(joined[1]) : word === 'pei' ? peiClass(words[i + 1]) : null;
  if (pei !== null) return [{ kind: 'pei', value: pei }, joined ? 1 : 2];
  return null;
}

/**
 * A search's attribute words and the rest. The first word naming an attribute kind counts ('piso
 * pared' filters by piso and searches 'pared'); the rest stay words.
 */
export function readSearch(text: string): ReadSearch {
  const typed = searchWords(text);
  const attributes: ReadAttribute[] = [];
  const words: string[] = [];
  for (let i = 0; i < typed.length;) {
    const found = attributeAt(typed, i);
    const taken = found && !attributes.some((a) => a.attribute.kind === found[0].kind);
    if (found && taken) {
      attributes.push({ attribute: found[0], words: typed.slice(i, i + found[1]) });
      i += found[1];
    } else {
      words.push(typed[i] ?? '');
      i += 1;
    }
  }
  return { attributes, words };
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** How the list's chip names an attribute the search understood. */
export function attributeLabel(attribute: SearchAttribute): string {
  switch (attribute.kind) {
    case 'slip':
      return attribute.value === 'R9' ? 'R9 o más' : `Antideslizante (${attribute.value} o más)`;
    case 'usage':
      return attribute.value === 'piso' ? 'Para piso' : 'Para pared';
    case 'placement':
      return capitalized(attribute.value);
    case 'rectified':
      return 'Rectificado';
    case 'pei':
      return `${peiLabel(attribute.value)} o más`;
    case 'finish':
      return `Terminación: ${capitalized(attribute.value)}`;
    case 'color':
      return `Color: ${attribute.value}`;
    case 'format':
      return `Formato ${formatLabel(attribute.value)}`;
  }
}
