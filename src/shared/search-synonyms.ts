/**
 * The words a tile shop hears for the same thing: a typed word also matches its
 * group's other words, and a room matches the kinds of product that suit it. Every word here is
 * in the searchFold form and already plural-folded (search.ts), as searchWords leaves it.
 */
import { normalizeSearch, searchWords } from './search';
import { TILE_COLORS } from './tile-attributes';

/** Groups of words meaning the same: any of them finds products holding the others. */
const GROUPS: readonly (readonly string[])[] = [
  // Klaukol: the adhesive everyone names by its brand.
  ['pegamento', 'adhesivo', 'cemento cola', 'pegamix', 'klaukol'],
  ['pastina', 'junta', 'frague'],
  ['ceramica', 'ceramico', 'ceramicos'],
  ['porcelanato', 'porcelanico'],
  ['zocalo', 'rodapie'],
  ['guarda', 'listelo', 'cenefa'],
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
  baldosa: ['baldosa', 'piso'],
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
function alternativesOf(word: string): string[] {
  const found = byWord.get(word);
  return found ? [word, ...found.filter((w) => w !== word)] : [word];
}

/** Whether a word names a room (its products are what suits the room, not a kind of tile). */
export const isRoom = (word: string): boolean => word in ROOMS;

/**
 * A word the owner taught the search (Configuración: a brand or a trade word and what it means),
 * folded as searchWords folds a search.
 */
export interface OwnerSynonym {
  word: string;
  means: string;
}

/**
 * A search's terms: its words (searchWords), two-word phrases joined into the one they mean,
 * each with its synonyms, the owner's included (a word the owner taught also finds what it means,
 * and what that means). [] for a blank search.
 */
export function searchTerms(text: string, owner: readonly OwnerSynonym[] = []): SearchTerm[] {
  let joined = ` ${searchWords(text).join(' ')} `;
  for (const [phrase, meaning] of Object.entries(PHRASES)) {
    const words = searchWords(phrase).join(' ');
    joined = joined.replace(` ${words} `, ` ${meaning} `);
  }
  const words = [...new Set(joined.split(' ').filter(Boolean))];
  return words.map((word) => {
    const taught = owner.filter((o) => searchWords(o.word).join(' ') === word);
    const meanings = taught.map((o) => searchWords(o.means).join(' ')).filter(Boolean);
    const alternatives = [word, ...meanings].flatMap(alternativesOf);
    return { word, alternatives: [...new Set(alternatives)] };
  });
}

/** Whether floor and wall tiles rank first for these terms (a tile word or a colour). */
export function isTileSearch(terms: SearchTerm[], colourWords: ReadonlySet<string>): boolean {
  return terms.some((t) => TILE_WORDS.has(t.word) || colourWords.has(t.word));
}
