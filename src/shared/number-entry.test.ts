import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ArNumberOptions, parseArNumber } from './number-entry';

const PRICE: ArNumberOptions = { decimals: 2, money: true };
const METERS: ArNumberOptions = { decimals: 2 };
const ORDER: ArNumberOptions = { decimals: 0 };

const value = (text: string, options: ArNumberOptions) => {
  const result = parseArNumber(text, options);
  return result.ok ? result.value : result.problem;
};
const message = (text: string, options: ArNumberOptions) => {
  const result = parseArNumber(text, options);
  return result.ok ? null : result.message;
};

describe('numbers as an Argentine writes them', () => {
  it.each([
    ['45.990', PRICE, 45990],
    ['45990', PRICE, 45990],
    ['45.990,50', PRICE, 45990.5],
    ['45990,50', PRICE, 45990.5],
    ['1,44', PRICE, 1.44],
    ['1.44', PRICE, 1.44],
    ['1,44', METERS, 1.44],
    ['1.44', METERS, 1.44],
    ['23,5', METERS, 23.5],
    ['23.5', METERS, 23.5],
    ['1.440', ORDER, 1440],
    ['1.440', PRICE, 1440],
  ])('%s (%o) is %d', (text, options, expected) => {
    expect(value(text, options)).toBe(expected);
  });
});

describe('thousands', () => {
  it('reads dots every three digits as thousands, with or without decimals', () => {
    expect(value('1.234.567', PRICE)).toBe(1234567);
    expect(value('1.234.567', ORDER)).toBe(1234567);
    expect(value('1.234.567', METERS)).toBe(1234567);
    expect(value('1.234.567,89', PRICE)).toBe(1234567.89);
    expect(value('1.440,5', METERS)).toBe(1440.5);
    expect(value('999.999', PRICE)).toBe(999999);
  });
  it('refuses dots that do not group by three', () => {
    for (const text of ['1.2.3', '1.234.56', '12.34.567', '1.23,5', '1234.567,5', '0.500,5'])
      expect(value(text, PRICE), text).toBe('grouping');
    expect(value('1.23.456', ORDER)).toBe('grouping');
    expect(message('1.2.3', PRICE)).toBe(
      'Los miles se separan con un punto cada tres cifras (ej.: 1.234.567)',
    );
  });
});

describe('a single dot', () => {
  it('before exactly three digits is ambiguous in a decimal field that is not money', () => {
    expect(value('1.440', METERS)).toBe('ambiguous');
    expect(value('23.500', METERS)).toBe('ambiguous');
    expect(value('100.000', { decimals: 2, max: 100 })).toBe('ambiguous');
    expect(message('1.440', METERS)).toBe(
      '"1.440" es ambiguo: escribí 1440 si son miles, o usá la coma para los decimales (1,44)',
    );
    expect(message('2.000', METERS)).toBe(
      '"2.000" es ambiguo: escribí 2000 si son miles, o usá la coma para los decimales (2,0)',
    );
  });
  it('before three digits cannot separate thousands after four digits or a leading zero', () => {
    // Read as a decimal point, so too many decimals for a 2-decimal field.
    expect(value('1234.567', PRICE)).toBe('decimals');
    expect(value('0.500', PRICE)).toBe('decimals');
    expect(value('0.500', METERS)).toBe('decimals');
    expect(value('0.500', ORDER)).toBe('integer');
    expect(value('.500', METERS)).toBe('decimals');
  });
  it('before anything but three digits is the decimal point', () => {
    expect(value('23.5', METERS)).toBe(23.5);
    expect(value('0.01', METERS)).toBe(0.01);
    expect(value('1234.5', PRICE)).toBe(1234.5);
    expect(value('.5', METERS)).toBe(0.5);
    expect(value('1.4400', METERS)).toBe('decimals');
    expect(value('1.5', ORDER)).toBe('integer');
  });
});

describe('the decimal comma', () => {
  it('reads what follows as decimals; nothing before it is 0', () => {
    expect(value('0,5', METERS)).toBe(0.5);
    expect(value(',5', METERS)).toBe(0.5);
    expect(value('007', ORDER)).toBe(7);
    expect(value('10,00', PRICE)).toBe(10);
  });
  it('counts trailing zeros, so 1,440 is not silently 1,44 (nor the 1440 an en-US hand meant)', () => {
    expect(value('1,440', METERS)).toBe('decimals');
    expect(value('45,990', PRICE)).toBe('decimals');
    expect(message('1,440', METERS)).toBe('Admite hasta 2 decimales (si son miles, escribí 1440)');
    expect(message('45,990', PRICE)).toBe('Admite hasta 2 decimales (si son miles, escribí 45990)');
    expect(message('1,4405', METERS)).toBe('Admite hasta 2 decimales');
    expect(message('1.234,567', PRICE)).toBe('Admite hasta 2 decimales');
    expect(message('1,44', { decimals: 1 })).toBe('Admite hasta 1 decimal');
  });
  it('is refused in an integer field', () => {
    expect(value('1,5', ORDER)).toBe('integer');
    expect(value('1,0', ORDER)).toBe('integer');
    expect(message('1,5', ORDER)).toBe('Debe ser un número entero, sin decimales');
    expect(message('1,500', ORDER)).toBe(
      'Debe ser un número entero, sin decimales (si son miles, escribí 1500)',
    );
  });
  it('appears once, and no dot follows it', () => {
    expect(value('1,2,3', PRICE)).toBe('invalid');
    expect(value('1.234,5,6', PRICE)).toBe('invalid');
    expect(value('1,234.5', PRICE)).toBe('invalid');
    expect(value(',.', PRICE)).toBe('invalid');
  });
});

describe('what is not a number', () => {
  it('is empty when nothing but spaces was typed', () => {
    expect(value('', PRICE)).toBe('empty');
    expect(value('   ', PRICE)).toBe('empty');
    expect(message('', PRICE)).toBe('Ingresá un número');
  });
  it('trims the spaces around a number', () => {
    expect(value(' 45.990 ', PRICE)).toBe(45990);
    expect(value('\u00a023,5\t', METERS)).toBe(23.5);
  });
  it('refuses letters, inner spaces, exponents, signs and symbols', () => {
    for (const text of ['abc', '12a', '1e5', '45 990', '+5', '$ 100', '5%', '1_000', '--5', '5-'])
      expect(value(text, PRICE), text).toBe('invalid');
    expect(message('abc', PRICE)).toBe(
      'Escribí solo números, con punto para los miles y coma para los decimales (ej.: 45.990,50)',
    );
  });
  it('refuses a separator with nothing after it', () => {
    for (const text of ['5,', '5.', '.', ',', '1.234,'])
      expect(value(text, PRICE), text).toBe('incomplete');
  });
  it('refuses more digits than a double holds exactly', () => {
    expect(value('1234567890123456', ORDER)).toBe('tooLong');
    expect(value('123456789012345', ORDER)).toBe(123456789012345);
    expect(value('0000000000000000001', ORDER)).toBe(1);
  });
});

describe('sign and range', () => {
  it('refuses negatives unless the minimum is below 0', () => {
    expect(value('-5', PRICE)).toBe('negative');
    expect(value('-0', METERS)).toBe('negative');
    expect(message('-5', PRICE)).toBe('No puede ser negativo');
    expect(value('-5', { decimals: 0, min: -10 })).toBe(-5);
    expect(value('-1.234,5', { decimals: 2, min: -1e6 })).toBe(-1234.5);
  });
  it('applies min and max with es-AR figures in the message', () => {
    expect(value('0', { decimals: 0, min: 1 })).toBe('min');
    expect(message('0', { decimals: 2, min: 0.01 })).toBe('Debe ser como mínimo 0,01');
    expect(value('101', { decimals: 2, max: 100 })).toBe('max');
    expect(message('2.000.000', { decimals: 0, max: 1_000_000 })).toBe(
      'Debe ser como máximo 1.000.000',
    );
    expect(value('100', { decimals: 2, min: 0, max: 100 })).toBe(100);
  });
});

describe('any amount an Argentine writes', () => {
  const group = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, '.');
  const cents = fc.integer({ min: 0, max: 99_999_999_999 });

  it('with grouped thousands and a decimal comma reads back exactly, in every kind of field', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(PRICE, METERS), (n, options) => {
        const whole = String(Math.floor(n / 100));
        const fraction = String(n % 100).padStart(2, '0');
        expect(value(`${group(whole)},${fraction}`, options)).toBe(n / 100);
        expect(value(`${whole},${fraction}`, options)).toBe(n / 100);
      }),
    );
  });
  it('as an integer with grouped thousands reads back exactly in money and integer fields', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_999 }),
        fc.constantFrom(PRICE, ORDER),
        (n, options) => {
          expect(value(group(String(n)), options)).toBe(n);
          expect(value(String(n), options)).toBe(n);
        },
      ),
    );
  });
  it('is one number or a problem, never an exception, whatever is typed', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', ',', '-', ' ', 'a') }),
        fc.constantFrom(PRICE, METERS, ORDER),
        (text, options) => {
          const result = parseArNumber(text, options);
          if (result.ok) {
            // A number the field can hold: not negative, no more decimals than allowed.
            const scaled = result.value * 10 ** options.decimals;
            expect(result.value).toBeGreaterThanOrEqual(0);
            expect(Math.abs(scaled - Math.round(scaled))).toBeLessThan(1e-6);
          } else expect(result.message).not.toBe('');
        },
      ),
      { numRuns: 3000 },
    );
  });
});
