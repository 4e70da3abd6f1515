/**
 * How long the shop keeps each kind of record. The housekeeping job deletes what is older
 * (server/modules/housekeeping/retention.ts), the default privacy policy quotes the orders' period, and the
 * admin screens that list these records say how long they keep them
 * (docs/decisions/0011-retention.md).
 */
export const RETENTION = {
  /**
   * Orders (with their lines, payments and notes) and arrepentimiento requests, from the day they
   * were made: the Código Civil y Comercial (art. 328) has the shop keep its records 10 years.
   */
  ordersYears: 10,
  /** The staff's activity log (Actividad). */
  activityYears: 2,
  /** The sign-in log (Logs de Acceso). */
  accessLogYears: 1,
  /** The copy of an e-mail the queue keeps once it is sent, or given up on. */
  mailDays: 90,
  /** A deleted product or order in the Papelera, restorable until then. */
  trashDays: 30,
  /** A cart shared with a short link (/c/{code}), from the last time it was shared. */
  sharedCartDays: 90,
} as const;

/** '1 año', '2 años': a period as the admin screens state it. */
export const yearsText = (years: number): string => (years === 1 ? '1 año' : `${years} años`);

/** The instant `years` calendar years before `now` (UTC). */
export function yearsBefore(now: Date, years: number): Date {
  const then = new Date(now);
  then.setUTCFullYear(then.getUTCFullYear() - years);
  return then;
}

export const daysBefore = (now: Date, days: number): Date =>
  new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
