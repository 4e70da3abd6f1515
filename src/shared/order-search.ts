/**
 * What the admin's order search box means besides the customer's name and e-mail (which follow
 * the catalogue's search rule): an order number, typed as on the e-mails ("#1003") or bare
 * ("1003"), and a phone number in any spelling, compared by its phone key (below). One rule for
 * the server's query; the search matches if any of the three does.
 */
export interface OrderSearchTerms {
  /** The order number, when the text can be one. */
  orderNumber: number | null;
  /** The phone key of the text, when it is only digits and phone punctuation. */
  phoneDigits: string | null;
}

const ORDER_NUMBER = /^#?\s*(\d{1,10})$/;
const PHONE_TEXT = /^\+?[\d\s().-]+$/;
/** Fewer digits match too many phones to mean anything. */
const MIN_PHONE_DIGITS = 4;
const MAX_ORDER_NUMBER = 2_147_483_647;

/**
 * How an Argentine phone number, written any of the usual ways, comes down to its national
 * number of 10 digits (area code + subscriber), so "+54 9 2323 45-6789", "02323 15 45-6789" and
 * "2323 45-6789" are one phone. Applied in order to the digits; each step only fires on a number
 * of the length it expects, so a partial number ("45-6789") stays as typed. Written once, for
 * both engines: the server applies the same steps to the stored phone in SQL (regexp_replace;
 * Postgres' regular expressions read these patterns the same way).
 */
export const PHONE_KEY_STEPS: readonly { pattern: string; keep: readonly number[] }[] = [
  // Country code, with or without the 9 of a mobile: +54 9 11 5555-1234, +54 11 5555-1234.
  { pattern: '^54(9?\\d{10})$', keep: [1] },
  // The 9 of a mobile without the country code (no area code starts with 9).
  { pattern: '^9(\\d{10})$', keep: [1] },
  // The trunk 0: 011 5555-1234, and 011 15 5555-1234 (13 digits with the 15).
  { pattern: '^0(\\d{10}|\\d{12})$', keep: [1] },
  // The 15 of a mobile after its area code: 11 (the only two-digit one), then three, then four
  // digits. A 12-digit number has one, so the first that fits is the one.
  { pattern: '^(11)15(\\d{8})$', keep: [1, 2] },
  { pattern: '^(\\d{3})15(\\d{7})$', keep: [1, 2] },
  { pattern: '^(\\d{4})15(\\d{6})$', keep: [1, 2] },
  // A local mobile without its area code: 15 5555-1234 (no area code starts with 15).
  { pattern: '^15(\\d{6,8})$', keep: [1] },
];

/** The digits of a phone, reduced by PHONE_KEY_STEPS. */
export function phoneKey(text: string): string {
  return PHONE_KEY_STEPS.reduce(
    (digits, step) =>
      digits.replace(new RegExp(step.pattern), (...groups: unknown[]) =>
        step.keep.map((index) => String(groups[index])).join(''),
      ),
    text.replace(/\D/g, ''),
  );
}

export function orderSearchTerms(text: string): OrderSearchTerms {
  const trimmed = text.trim();
  const number = ORDER_NUMBER.exec(trimmed)?.[1];
  const orderNumber = number && Number(number) <= MAX_ORDER_NUMBER ? Number(number) : null;
  const digits = PHONE_TEXT.test(trimmed) ? phoneKey(trimmed) : '';
  return {
    orderNumber: orderNumber !== null && orderNumber > 0 ? orderNumber : null,
    phoneDigits: digits.length >= MIN_PHONE_DIGITS ? digits : null,
  };
}
