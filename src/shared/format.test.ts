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

describe('capitalizeWords', () => {
  it('capitalises each word', () => {
    expect(capitalizeWords('pisos y revestimientos')).toBe('Pisos Y Revestimientos');
    expect(capitalizeWords('Simil madera')).toBe('Simil Madera');
  });
});
