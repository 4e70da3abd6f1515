/**
 * The catalogue's search rule, shared by the server (the stored search text, the query words) and
 * the client (suggestions). docs/decisions/0005-search.md explains each choice.
 */

/** Case- and accent-insensitive form ('Mármol' → 'marmol'), whitespace collapsed. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-AR')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Every accented letter of Spanish and Portuguese, each case, and its plain lower-case form:
 * what SQL's translate() needs to fold text the way normalizeSearch does (server/db/search-sql.ts;
 * a test holds the two to the same answer for each of these letters, on both engines).
 */
export const ACCENTED_LETTERS = 'áàâãäéèêëíìîïóòôõöúùûüñçÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÑÇ';
export const PLAIN_LETTERS = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';

/**
 * Sizes read one way whatever the shop or the shopper typed: '60 x 60', '60×60', '60*60' and
 * '60X60' are all '60x60'.
 */
const SIZE_SEPARATOR = /(\d)\s*[x×*]\s*(?=\d)/g;

/** The form both the stored search text and the typed words are compared in. */
export function searchFold(text: string): string {
  return normalizeSearch(text).replace(SIZE_SEPARATOR, '$1x');
}

/**
 * Words that carry no meaning in a shopper's search ('piso de madera'): dropped, unless the
 * search is nothing else.
 */
const STOPWORDS = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'lo',
  'los',
  'o',
  'para',
  'por',
  'u',
  'un',
  'una',
  'unas',
  'unos',
  'y',
]);

/**
 * A simple Spanish plural fold: 'pisos' → 'piso', 'porcelanatos' → 'porcelanato', 'marrones' →
 * 'marron', 'grises' → 'gris'. It only ever cuts an ending, so the folded word is a prefix of the
 * typed one: whatever the typed word matched as a substring, the folded one still matches, and it
 * also matches the singular the shop wrote. Words ending in -is/-us ('gris') and words of four
 * letters or fewer ('gres', 'tres', 'pies') are left alone; plurals that change the stem ('luces' → 'luz') are not folded.
 */
export function singular(word: string): string {
  if (!/^\p{L}{5,}$/u.test(word)) return word;
  if (/[lnrdsj]es$/.test(word)) return word.slice(0, -2);
  if (/[aeo]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Typed words are cut at this many: a search is a few words, not a paragraph. */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a search, each of which must match somewhere in a product: folded, stopwords
 * dropped, plurals folded, repeats removed. [] for a blank search.
 */
export function searchWords(text: string): string[] {
  const words = searchFold(text).split(' ').filter(Boolean);
  const meaningful = words.filter((word) => !STOPWORDS.has(word));
  const chosen = meaningful.length > 0 ? meaningful : words;
  return [...new Set(chosen.map(singular))].slice(0, MAX_SEARCH_WORDS);
}

/** Words this long or longer may match with one typo. */
export const TYPO_MIN_LENGTH = 5;

/** Whether a word may be matched with a typo: letters only, long enough. */
export function typoTolerant(word: string): boolean {
  return word.length >= TYPO_MIN_LENGTH && /^\p{L}+$/u.test(word);
}

/**
 * Whether a and b are at most one edit apart: one letter inserted, deleted, replaced, or two
 * neighbours swapped (Damerau–Levenshtein distance ≤ 1).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  // What is left after the common prefix and suffix: at most one letter each (insert, delete,
  // replace), or a swapped pair.
  if (restA.length <= 1 && restB.length <= 1) return true;
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

/**
 * Whether a word matches a folded text the way the catalogue search matches a product: as a
 * substring, or — for a long word found nowhere in it — as one of its words one typo away.
 * The server does the same in SQL (modules/catalogue/search-query.ts); this one serves small lists
 * (the taxonomy in suggestions).
 */
export function wordMatches(word: string, foldedText: string): boolean {
  if (foldedText.includes(word)) return true;
  if (!typoTolerant(word)) return false;
  return foldedText
    .split(/[^\p{L}]+/u)
    .some(
      (candidate) => withinOneEdit(word, candidate) || withinOneEdit(word, singular(candidate)),
    );
}

/** Escapes LIKE wildcards so a user's '%' or '_' match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
