/**
 * Delivery dates in working days: Saturdays and Sundays do not count (the shop keeps no list of
 * national holidays). Days are calendar days at the shop, written YYYY-MM-DD.
 */
import { paymentDayText } from './order-payments';
import { shopToday } from './shop-clock';

const DAY_MS = 24 * 60 * 60 * 1000;

const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6;

/** The day `count` working days after `day` (a Friday plus 1 is the Monday). */
export function addWorkingDays(day: string, count: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    at.setTime(at.getTime() + DAY_MS);
    if (!isWeekend(at)) left--;
  }
  return at.toISOString().slice(0, 10);
}

/** The promised window of a zone's "2 a 4 días hábiles" for an order placed at `at`. */
export function deliveryWindow(
  at: Date,
  days: { daysMin?: number | null; daysMax?: number | null },
): { from: string; until: string } | null {
  if (days.daysMin == null || days.daysMax == null) return null;
  const today = shopToday(at);
  return { from: addWorkingDays(today, days.daysMin), until: addWorkingDays(today, days.daysMax) };
}

/** "Entre el 04/12/2026 y el 08/12/2026" as a sentence's start. */
export const capitalizeFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "entre el 04/12/2026 y el 08/12/2026", or "el 04/12/2026" when it is one day. */
export function deliveryWindowText(window: { from: string; until: string }): string {
  return window.from === window.until
    ? `el ${paymentDayText(window.from)}`
    : `entre el ${paymentDayText(window.from)} y el ${paymentDayText(window.until)}`;
}
