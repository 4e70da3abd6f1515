import { type ChangeMeta, numericFormatter } from 'react-number-format';
import type { ArNumberOptions } from '#shared/number-entry';

/** A character that can be part of a typed number (the shared rule judges the whole text). */
export const isNumberCharacter = (character: string) => /^[\d.,-]$/.test(character);

/** The field adds no characters of its own while typing, so the caret may stand anywhere. */
export const caretAnywhere = (text: string): boolean[] =>
  Array<boolean>(text.length + 1).fill(true);

/**
 * What the field keeps of an edit: a key that cannot be part of a number is refused (the field
 * stays as it was); a paste is kept whole, so that the rule can say what is wrong with it
 * rather than the field silently dropping part of it (`1e5` is not 15).
 */
export function keepTypedText(text: string, change?: ChangeMeta): string {
  if (!change) return text;
  const typed = text.slice(change.to.start, change.to.end);
  return typed.length === 1 && !isNumberCharacter(typed)
    ? text.slice(0, change.to.start) + text.slice(change.to.end)
    : text;
}

/**
 * How a number read by the shared rule is shown back in its field, es-AR: `45.990`,
 * `45.990,50` (money: 2 decimals when not whole, as prices are shown), `1,44`, `1440`. Fields of
 * other decimal numbers (m², metres per box, %) show no thousands dot: the rule would read a
 * lone `1.440` there as ambiguous.
 */
export function formatNumberText(value: number, options: ArNumberOptions): string {
  const fixed = value.toFixed(options.decimals);
  const keepZeros = options.money === true && !Number.isInteger(value);
  const digits = keepZeros || !fixed.includes('.') ? fixed : fixed.replace(/\.?0+$/, '');
  return numericFormatter(digits, {
    thousandSeparator: options.decimals === 0 || options.money ? '.' : false,
    decimalSeparator: ',',
    decimalScale: options.decimals,
  });
}
