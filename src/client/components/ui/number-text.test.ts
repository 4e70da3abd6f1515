import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '#shared/format';
import { type ArNumberOptions, parseArNumber } from '#shared/number-entry';
import { caretAnywhere, formatNumberText, keepTypedText } from './number-text';

const PRICE: ArNumberOptions = { decimals: 2, money: true };
const METERS: ArNumberOptions = { decimals: 2 };
const ORDER: ArNumberOptions = { decimals: 0 };

describe('a number shown back in its field', () => {
  it('is written the es-AR way for each kind of field', () => {
    expect(formatNumberText(45990, PRICE)).toBe('45.990');
    expect(formatNumberText(45990.5, PRICE)).toBe('45.990,50');
    expect(formatNumberText(1.44, PRICE)).toBe('1,44');
    expect(formatNumberText(1234567, ORDER)).toBe('1.234.567');
    expect(formatNumberText(1.44, METERS)).toBe('1,44');
    expect(formatNumberText(23.5, METERS)).toBe('23,5');
    expect(formatNumberText(1440, METERS)).toBe('1440');
    expect(formatNumberText(0, METERS)).toBe('0');
    expect(formatNumberText(100, METERS)).toBe('100');
  });
  it('writes prices as the shop shows them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        expect(`$ ${formatNumberText(cents / 100, PRICE)}`).toBe(formatMoney(cents / 100));
      }),
    );
  });
  it('reads back as the same number by the shared rule, in every kind of field', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.constantFrom(PRICE, METERS, ORDER),
        (n, options) => {
          const value = options.decimals === 0 ? n : n / 100;
          expect(parseArNumber(formatNumberText(value, options), options)).toEqual({
            ok: true,
            value,
          });
        },
      ),
    );
  });
});

describe('what a field keeps of an edit', () => {
  const typed = (before: string, at: number, key: string) =>
    keepTypedText(before.slice(0, at) + key + before.slice(at), {
      from: { start: at, end: at },
      to: { start: at, end: at + key.length },
      lastValue: before,
    });

  it('keeps digits, dots, commas and the minus sign as they were typed', () => {
    expect(typed('45', 2, '.')).toBe('45.');
    expect(typed('1', 1, ',')).toBe('1,');
    expect(typed('', 0, '-')).toBe('-');
    expect(typed('4990', 1, '5')).toBe('45990');
  });
  it('refuses a key that cannot be part of a number', () => {
    expect(typed('45', 2, 'a')).toBe('45');
    expect(typed('45', 1, ' ')).toBe('45');
    expect(typed('45', 0, '$')).toBe('45');
  });
  it('keeps a paste whole for the rule to judge', () => {
    expect(typed('', 0, '1e5')).toBe('1e5');
    expect(typed('', 0, '$ 45.990')).toBe('$ 45.990');
  });
  it('keeps the text as it is when no edit is described', () => {
    expect(keepTypedText('45.990,50')).toBe('45.990,50');
  });
});

describe('the caret', () => {
  it('may stand after a dot or a comma just typed, as before and between digits', () => {
    expect(caretAnywhere('45.')).toEqual([true, true, true, true]);
    expect(caretAnywhere('')).toEqual([true]);
  });
});
