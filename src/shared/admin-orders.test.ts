import { describe, expect, it } from 'vitest';
import { AdminOrdersQuerySchema } from './admin-orders';
import { isIsoDay, shopDayBounds } from './shop-clock';

describe('shopDayBounds', () => {
  it('covers a whole day in Argentina (UTC-3), inclusive to 23:59:59.999', () => {
    const { start, end } = shopDayBounds('2026-03-10');
    expect(start.toISOString()).toBe('2026-03-10T03:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-11T02:59:59.999Z');
  });

  it('rolls over month and year ends', () => {
    expect(shopDayBounds('2026-12-31').end.toISOString()).toBe('2027-01-01T02:59:59.999Z');
  });

  it('follows a zone with summer time on the day it changes', () => {
    // Berlin moves from UTC+1 to UTC+2 on 2026-03-29: that day lasts 23 hours.
    const { start, end } = shopDayBounds('2026-03-29', 'Europe/Berlin');
    expect(start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-29T21:59:59.999Z');
  });

  it('refuses something that is not a calendar day', () => {
    expect(() => shopDayBounds('2026-02-30')).toThrow(RangeError);
  });
});

describe('isIsoDay', () => {
  it.each([
    ['2026-03-10', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['10/03/2026', false],
    ['2026-3-1', false],
  ])('%s → %s', (value, expected) => {
    expect(isIsoDay(value)).toBe(expected);
  });
});

describe('AdminOrdersQuerySchema', () => {
  it('defaults to every status, page 1 of 25', () => {
    expect(AdminOrdersQuerySchema.parse({})).toEqual({ status: 'all', page: 1, pageSize: 25 });
  });

  it('accepts a one-day range and refuses one that ends before it starts', () => {
    expect(AdminOrdersQuerySchema.safeParse({ from: '2026-03-10', to: '2026-03-10' }).success).toBe(
      true,
    );
    expect(AdminOrdersQuerySchema.safeParse({ from: '2026-03-11', to: '2026-03-10' }).success).toBe(
      false,
    );
  });
});
