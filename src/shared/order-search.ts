/**
 * What the admin's order search box means besides the customer's name and e-mail (which follow
 * the catalogue's search rule): an order number, typed as on the e-mails ("#1003") or bare
 * ("1003"), and a phone number in any grouping ("11 5555-1234", "(011) 5555 1234"), compared
 * by its digits. One rule for the server's query; the search matches if any of the three does.
 */
export interface OrderSearchTerms {
  /** The order number, when the text can be one. */
  orderNumber: number | null;
  /** The digits of a phone number, when the text is only digits and phone punctuation. */
  phoneDigits: string | null;
}

const ORDER_NUMBER = /^#?\s*(\d{1,10})$/;
const PHONE_TEXT = /^\+?[\d\s().-]+$/;
/** Fewer digits match too many phones to mean anything. */
const MIN_PHONE_DIGITS = 4;
const MAX_ORDER_NUMBER = 2_147_483_647;

export function orderSearchTerms(text: string): OrderSearchTerms {
  const trimmed = text.trim();
  const number = ORDER_NUMBER.exec(trimmed)?.[1];
  const orderNumber = number && Number(number) <= MAX_ORDER_NUMBER ? Number(number) : null;
  const digits = PHONE_TEXT.test(trimmed) ? trimmed.replace(/\D/g, '') : '';
  return {
    orderNumber: orderNumber !== null && orderNumber > 0 ? orderNumber : null,
    phoneDigits: digits.length >= MIN_PHONE_DIGITS ? digits : null,
  };
}
