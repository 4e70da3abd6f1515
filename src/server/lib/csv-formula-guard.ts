/**
 * A text a spreadsheet would run as a formula (=, +, -, @, tab or CR at the start, OWASP's
 * "CSV injection") is written with a leading apostrophe, which the spreadsheet shows as text.
 * Texts that already start with apostrophes before such a sign get one more, so that
 * `unguardFormula` gives every text back exactly. Both CSV writers (orders, products) use it;
 * the products import reads it back.
 */
const GUARDED = /^'*[=+\-@\t\r]/;

export const guardFormula = (text: string): string => (GUARDED.test(text) ? `'${text}` : text);

export const unguardFormula = (text: string): string =>
  GUARDED.test(text) && text.startsWith("'") ? text.slice(1) : text;
