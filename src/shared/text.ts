/**
 * What text a person or client may send. Pure functions (no zod) so the browser can use them
 * without zod's weight; the server applies `findControlCharacter` to every request (body, query
 * and path) and the schemas add `isSingleLine` where a field holds one line.
 */

export const TEXT_MESSAGES = {
  control: 'El texto contiene caracteres no permitidos.',
  singleLine: 'Este campo no admite saltos de línea.',
} as const;

/**
 * The one rule for characters no person types: C0 and C1 controls (NUL, ESC, DEL…) and the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make
 * text display in another order than it is stored ('Trojan Source', CVE-2021-42574: a file
 * name 'factura‮fdp.exe' reads as 'facturaexe.pdf'). Refused, never stripped, everywhere text
 * enters: JSON bodies, queries and paths (plugins/input.ts) and upload file names. Tab, line
 * feed and carriage return are left to the fields that allow several lines (comments,
 * descriptions).
 */
const CONTROL =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** Line and paragraph breaks of every kind, and tabs: what makes one line several. */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

export function isSingleLine(text: string): boolean {
  return !LINE_BREAK.test(text) && !CONTROL.test(text);
}

/**
 * A plain address, nothing else: letters, digits and the usual symbols before the @, a domain
 * with at least one dot after it. No quotes, angle brackets, commas, spaces or comments, so a
 * mailer can never read another recipient into it (`"x"<victim@evil.example>`).
 */
const EMAIL_ADDRESS =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && EMAIL_ADDRESS.test(text);
}

/** Where in a request's input (body, query, path) the first control character sits, if any. */
export function findControlCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = hasControlCharacters(key)
        ? [...path, key]
        : findControlCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
