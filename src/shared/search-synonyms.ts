/**
 * The words a tile shop hears for the same thing (issue 30 item 1): a typed word also matches its
 * group's other words, and a room matches the kinds of product that suit it. Every word here is
 * in the searchFold form and already plural-folded (search.ts), as searchWords leaves it.
 */
import { normalizeSearch, searchWords } from './search';
import { TILE_COLORS } from './tile-attributes';

/** Groups of words meaning the same: any of them finds products holding the others. */
const GROUPS: readonly (readonly string[])[] = [
  ['pegamento', 'adhesivo', 'cemento cola', 'pegamix'],
  ['pastina', 'junta', 'frague'],
  ['ceramica', 'ceramico', 'ceramicos'],
  ['porcelanato', 'porcelanico'],
  ['piso', 'suelo', 'baldosa'],
  ['exterior', 'antideslizante', 'intemperie'],
  ['marmol', 'marmolado'],
  // Colours as an adjective agrees ('loza blanca'); the list's names are masculine.
  ['blanco', 'blanca'],
  ['negro', 'negra'],
];

/**
 * One way only: a room finds what suits it (wall tiles, sanitarios, slip-resistant floors), but a
 * search for 'pared' does not bring the bathroom's inodoros. 'pared' is in the search text of
 * wall tiles (their uso, or the subcategory 'Revestimientos de pared'); 'revestimiento' is not
 * used here, as the flooring area itself is called 'Pisos y Revestimientos'.
 */
const ROOMS: Readonly<Record<string, readonly string[]>> = {
  azulejo: ['azulejo', 'pared'],
  bano: ['bano', 'pared', 'sanitario', 'inodoro', 'lavatorio', 'bacha'],
  cocina: ['cocina', 'pared', 'bacha', 'mesada'],
  patio: ['patio', 'exterior', 'antideslizante'],
  galeria: ['galeria', 'exterior', 'antideslizante'],
  quincho: ['quincho', 'exterior', 'antideslizante'],
};

/** Two typed words read as one: 'cemento cola' is adhesive, not a cement-look tile. */
const PHRASES: Readonly<Record<string, string>> = {
  'cemento cola': 'pegamento',
  'cemento de contacto': 'pegamento',
};

/**
 * The tile-shop words after which floor and wall tiles rank first ('ceramica' brings the
 * cerámicos before a porcelanato whose brand says "Cerámica", and both before the adhesive).
 */
const TILE_WORDS = new Set([
  'ceramica',
  'ceramico',
  'porcelanato',
  'porcelanico',
  'revestimiento',
  'azulejo',
  'piso',
  'suelo',
  'baldosa',
  'mosaico',
  'rectificado',
  'antideslizante',
  'exterior',
]);

/** The colour words a search recognises ('gris' finds the grey tiles), folded like a search. */
export const COLOR_WORDS: ReadonlySet<string> = new Set(
  TILE_COLORS.map((c) => normalizeSearch(c)).concat(['blanca', 'negra']),
);

/** A search word and every text that may stand for it in a product. */
export interface SearchTerm {
  word: string;
  /** The word itself first, then its synonyms. */
  alternatives: string[];
}

const byWord = new Map<string, string[]>();
for (const group of GROUPS) for (const word of group) byWord.set(word, [...group]);
for (const [room, words] of Object.entries(ROOMS)) byWord.set(room, [...words]);

/** The words that stand for one typed word, itself first. */
export function alternativesOf(word: string): string[] {
  const found = byWord.get(word);
  return found ? [word, ...found.filter((w) => w !== word)] : [word];
}

/**
 * A search's terms: its words (searchWords), two-word phrases joined into the one they mean,
 * each with its synonyms. [] for a blank search.
 */
export function searchTerms(text: string): SearchTerm[] {
  let joined = ` ${searchWords(text).join(' ')} `;
  for (const [phrase, meaning] of Object.entries(PHRASES)) {
    const words = searchWords(phrase).join(' ');
    joined = joined.replace(` ${words} `, ` ${meaning} `);
  }
  const words = [...new Set(joined.split(' ').filter(Boolean))];
  return words.map((word) => ({ word, alternatives: alternativesOf(word) }));
}

/** Whether floor and wall tiles rank first for these terms (a tile word or a colour). */
export function isTileSearch(terms: SearchTerm[], colourWords: ReadonlySet<string>): boolean {
  return terms.some((t) => TILE_WORDS.has(t.word) || colourWords.has(t.word));
}
