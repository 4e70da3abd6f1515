/**
 * Argentine identifiers a shop prints for bank transfers, checked by their own check digits.
 * Pure and zod-free so the admin form and the server share them.
 */

/** Digits only: '20-12345678-6' and '20 12345678 6' are the same CUIT. */
export function onlyDigits(text: string): string {
  return text.replace(/[\s.-]/g, '');
}

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** CUIT/CUIL: 11 digits, the last one a mod-11 check digit over the first ten (AFIP). */
export function isValidCuit(text: string): boolean {
  const digits = onlyDigits(text);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = CUIT_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const rest = 11 - (sum % 11);
  // 10 has no digit: AFIP never issues such a number.
  const check = rest === 11 ? 0 : rest;
  return check !== 10 && check === Number(digits[10]);
}

function cbuBlockIsValid(block: string, weights: number[]): boolean {
  const body = block.slice(0, -1);
  const sum = weights.reduce((total, weight, i) => total + weight * Number(body[i]), 0);
  return (10 - (sum % 10)) % 10 === Number(block.at(-1));
}

/**
 * CBU: 22 digits in two blocks, each closed by its check digit (BCRA): bank and branch (7 + 1),
 * then the account (13 + 1).
 */
export function isValidCbu(text: string): boolean {
  const digits = onlyDigits(text);
  if (!/^\d{22}$/.test(digits)) return false;
  return (
    cbuBlockIsValid(digits.slice(0, 8), [7, 1, 3, 9, 7, 1, 3]) &&
    cbuBlockIsValid(digits.slice(8), [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3])
  );
}

/** Alias CBU: 6 to 20 letters, digits, dots or hyphens (BCRA Comunicación A 5758). */
export function isValidAlias(text: string): boolean {
  return /^[A-Za-z0-9.-]{6,20}$/.test(text);
}
