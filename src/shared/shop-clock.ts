/**
 * The shop's clock, its one home (docs/decisions/0015-money-and-shop-clock.md): the zone, today
 * in the shop, a day's first and last instant. The database's twin, for grouping rows by the
 * shop's calendar, is server/db/shop-clock-sql.ts, built from the offset here.
 */

export const SHOP_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/**
 * Argentina's offset from UTC (UTC−3), the same all year (it has had no summer time since 2009):
 * the one copy of it, for clocks that cannot ask Intl for SHOP_TIME_ZONE (a spreadsheet's dates,
 * the database, which in PGlite has no zone data).
 */
export const SHOP_UTC_OFFSET_MS = -3 * 60 * 60 * 1000;

/** The same offset as ISO 8601 writes it after a time (shop-clock.test.ts holds them equal). */
export const SHOP_UTC_OFFSET = '-03:00';

/**
 * The year at the shop (the footer's ©). Worked out from the fixed offset rather than with
 * Intl.DateTimeFormat, whose first use on a page loads the locale's and the zone's data: tens of
 * milliseconds on a phone while it takes a server-drawn page over.
 */
export function shopYear(now: Date = new Date()): number {
  return new Date(now.getTime() + SHOP_UTC_OFFSET_MS).getUTCFullYear();
}

/**
 * An instant's calendar day and time of day in a zone (the shop's unless named), as numbers:
 * month 1–12, hour 0–23.
 */
export function zonedClock(at: Date | number, timeZone = SHOP_TIME_ZONE) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** Today as 'YYYY-MM-DD' in the shop's calendar (an instant's day when one is given). */
export function shopToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A shop day's noon as an ISO instant: a day shown as a date, far from either midnight. */
export function shopNoon(day: string): string {
  return `${day}T12:00:00${SHOP_UTC_OFFSET}`;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' of a real calendar day. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Milliseconds the zone is ahead of UTC at that instant (Argentina: -3 h). */
function zoneOffsetMs(at: number, timeZone: string): number {
  const c = zonedClock(at, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

function startOfZonedDay(year: number, month: number, day: number, timeZone: string): Date {
  const utcMidnight = Date.UTC(year, month - 1, day);
  // Two passes settle the offset even on a day when the zone changes it.
  const guess = utcMidnight - zoneOffsetMs(utcMidnight, timeZone);
  return new Date(utcMidnight - zoneOffsetMs(guess, timeZone));
}

/**
 * The instants a 'YYYY-MM-DD' day covers in the shop's zone: from 00:00:00.000 to
 * 23:59:59.999 inclusive.
 */
export function shopDayBounds(day: string, timeZone = SHOP_TIME_ZONE): { start: Date; end: Date } {
  const match = ISO_DAY.exec(day);
  if (!match || !isIsoDay(day)) throw new RangeError(`not a day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = startOfZonedDay(year, month, date, timeZone);
  const next = startOfZonedDay(year, month, date + 1, timeZone);
  return { start, end: new Date(next.getTime() - 1) };
}
