import { describe, expect, it } from 'vitest';
import {
  capitalizeWords,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMoney,
  formatNumber,
  formatSquareMeters,
  formatTime,
} from './format';
import { SHOP_TIME_ZONE, shopYear } from './shop-clock';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('es-AR money', () => {
  it('shows integers without decimals and thousands with dots', () => {
    expect(formatMoney(12345)).toBe('$ 12.345');
    expect(formatMoney(0)).toBe('$ 0');
  });
  it('shows exactly two decimals when the amount is not an integer', () => {
    expect(formatMoney(12345.5)).toBe('$ 12.345,50');
    expect(formatMoney(1.239)).toBe('$ 1,24');
  });
  it('rounds amounts that are integers after rounding to two decimals', () => {
    expect(formatNumber(9.999)).toBe('10');
    expect(formatNumber(-1500.25)).toBe('-1.500,25');
  });
});

describe('es-AR numbers written out', () => {
  it('match what Intl.NumberFormat writes for es-AR, from cents to thousands of millions', () => {
    const exact = (digits: number) =>
      new Intl.NumberFormat('es-AR', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    const upTo2 = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });
    const values = [0, 0.01, 0.1, 0.995, 1, 999, 1000, 9999.99, 10000, 123456.78, 1e9 + 0.5];
    for (let i = 0; i < 2000; i++)
      values.push(Math.round(((i * 7919) % 100003) * 1.37 * 100) / 100);
    for (const value of values.flatMap((v) => [v, -v]).filter((v) => v !== 0 || Object.is(v, 0))) {
      const rounded = Math.round((value + Number.EPSILON) * 100) / 100;
      const integer = Number.isInteger(rounded);
      expect(formatNumber(value), String(value)).toBe(exact(integer ? 0 : 2).format(rounded));
      expect(formatSquareMeters(value), String(value)).toBe(upTo2.format(rounded));
    }
  });
});

describe('es-AR square metres', () => {
  it('shows up to two decimals with a decimal comma', () => {
    expect(formatSquareMeters(23.04)).toBe('23,04');
    expect(formatSquareMeters(1.5)).toBe('1,5');
    expect(formatSquareMeters(20)).toBe('20');
    expect(formatSquareMeters(1.44 * 3)).toBe('4,32');
  });
});

describe('es-AR dates in the shop time zone', () => {
  const instant = '2026-11-23T17:05:09Z'; // 14:05:09 in Buenos Aires
  it('formats day/month/year', () => {
    expect(formatDate(instant)).toBe('23/11/2026');
    expect(formatDate('2026-11-24T02:00:00Z')).toBe('23/11/2026');
  });
  it('formats date and time in 24 h', () => {
    expect(nbsp(formatDateTime(instant))).toBe('23/11/2026, 14:05');
  });
  it('formats the long Spanish date', () => {
    expect(formatLongDate(instant)).toBe('lunes, 23 de noviembre de 2026');
  });
  it('formats the time in Buenos Aires and in Berlin with its summer time', () => {
    expect(formatTime(instant)).toBe('14:05:09');
    expect(formatTime(instant, 'Europe/Berlin')).toBe('18:05:09');
    expect(formatTime('2026-07-01T12:00:00Z', 'Europe/Berlin')).toBe('14:00:00');
  });
});

describe('the year at the shop', () => {
  it('turns at midnight in Buenos Aires, three hours after UTC', () => {
    expect(shopYear(new Date('2027-01-01T02:59:59Z'))).toBe(2026);
    expect(shopYear(new Date('2027-01-01T03:00:00Z'))).toBe(2027);
  });
  it('agrees with the time zone database across the year', () => {
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: SHOP_TIME_ZONE });
    for (let day = 0; day < 366; day++) {
      const instant = new Date(Date.UTC(2026, 0, 1, 1) + day * 86_400_000);
      expect(shopYear(instant)).toBe(Number(year.format(instant)));
    }
  });
});

describe('capitalizeWords', () => {
  it('capitalises each word but the short linking ones (Spanish titles)', () => {
    expect(capitalizeWords('pisos y revestimientos')).toBe('Pisos y Revestimientos');
    expect(capitalizeWords('Pisos Y Revestimientos')).toBe('Pisos y Revestimientos');
    expect(capitalizeWords('Simil madera')).toBe('Simil Madera');
    expect(capitalizeWords('adhesivos de la obra')).toBe('Adhesivos de la Obra');
    expect(capitalizeWords('el baño')).toBe('El Baño');
    expect(capitalizeWords('ónix')).toBe('Ónix');
  });
});
