import { describe, expect, it } from 'vitest';
import {
  SHOP_TIME_ZONE,
  SHOP_UTC_OFFSET,
  SHOP_UTC_OFFSET_MS,
  shopDayBounds,
  shopNoon,
  shopToday,
  zonedClock,
} from './shop-clock';

describe("the shop's clock", () => {
  it('at 23:30 in Buenos Aires it is still that day in the shop, though UTC is on the next', () => {
    const lateEvening = new Date('2026-03-01T02:30:00Z'); // 28/02 23:30 ART
    expect(shopToday(lateEvening)).toBe('2026-02-28');
    expect(shopToday(new Date('2026-03-01T02:59:59.999Z'))).toBe('2026-02-28');
    expect(shopToday(new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
    expect(zonedClock(lateEvening)).toMatchObject({ day: 28, hour: 23, minute: 30 });
  });

  it("a shop day runs from 03:00 UTC to 02:59:59.999 UTC of the next, across a month's end", () => {
    expect(shopDayBounds('2026-02-28')).toEqual({
      start: new Date('2026-02-28T03:00:00.000Z'),
      end: new Date('2026-03-01T02:59:59.999Z'),
    });
    expect(shopDayBounds('2026-12-31').end).toEqual(new Date('2027-01-01T02:59:59.999Z'));
    expect(() => shopDayBounds('2026-02-30')).toThrow(RangeError);
  });

  it('every instant of a shop day reads as that day, and the instants around it do not', () => {
    const { start, end } = shopDayBounds('2026-07-09');
    expect(shopToday(start)).toBe('2026-07-09');
    expect(shopToday(end)).toBe('2026-07-09');
    expect(shopToday(new Date(start.getTime() - 1))).toBe('2026-07-08');
    expect(shopToday(new Date(end.getTime() + 1))).toBe('2026-07-10');
  });

  it("the fixed offset, its ISO text and the zone's data agree all year", () => {
    expect(SHOP_UTC_OFFSET).toBe('-03:00');
    expect(Date.parse(`2026-01-01T00:00:00${SHOP_UTC_OFFSET}`)).toBe(
      Date.UTC(2026, 0, 1) - SHOP_UTC_OFFSET_MS,
    );
    for (let month = 0; month < 12; month++) {
      const instant = new Date(Date.UTC(2026, month, 15, 2, 30));
      const shifted = new Date(instant.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
      expect(shopToday(instant)).toBe(shifted);
    }
    expect(SHOP_TIME_ZONE).toBe('America/Argentina/Buenos_Aires');
  });

  it("a day's noon is the same date in the shop", () => {
    expect(shopToday(new Date(shopNoon('2026-02-28')))).toBe('2026-02-28');
  });
});
