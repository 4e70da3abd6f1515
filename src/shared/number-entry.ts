import { formatNumber } from './format';

/**
 * How a number a person types is read, the es-AR way: the one rule behind every
 * number field of the shop (admin price, discount, metres per box, taxonomy order; the
 * shopper's m²) and behind any number that reaches the server as text. No zod here: the
 * storefront's calculators use it and zod stays out of the storefront's code.
 *
 * The rule, applied to the text with the spaces around it trimmed:
 *
 * 1. Nothing typed is `empty` (the field decides whether that is allowed).
 * 2. An optional leading `-`, then only digits, `.` and `,`; anything else is `invalid`
 *    (letters, spaces inside, `e`, `+`, `$`).
 * 3. The comma is always the decimal separator: at most one, with no dot after it (else
 *    `invalid`).
 * 4. With a comma, the dots before it must separate thousands: 1 to 3 digits (not starting
 *    with 0), then groups of exactly 3 (`45.990,50`); else `grouping`. The digits after the
 *    comma are the decimals.
 * 5. Without a comma, several dots must separate thousands the same way (`1.234.567` is an
 *    integer); else `grouping`.
 * 6. Without a comma, a single dot:
 *    a. with exactly 3 digits after it and 1 to 3 before (not starting with 0) it may be the
 *       thousands separator. In integer fields (`decimals: 0`) and money fields (`money`:
 *       prices are written `$ 45.990` and never carry three decimals) it is: `45.990` is
 *       45990. In other decimal fields it is `ambiguous` (`1.440` m²: 1440 or 1,44?) and the
 *       message asks for `1440` or a decimal comma.
 *    b. otherwise it cannot separate thousands and is the decimal point: `1.44`, `23.5`.
 * 7. A separator needs digits after it (`5,` or `5.` is `incomplete`); nothing before it reads
 *    as 0 (`,5` is 0,5).
 * 8. The decimals typed, trailing zeros included, may not exceed the field's `decimals`
 *    (`decimals`, or `integer` in an integer field): `1,440` in a 2-decimal field is refused,
 *    not read as 1,44 (nor as the 1440 an en-US hand may have meant: the message says how to
 *    write that).
 * 9. More than 15 digits is `tooLong` (no exact double for it).
 * 10. A negative number is refused (`negative`) unless `min` is below 0; then `min`, `max`.
 *
 * Nothing is ever silently read another way: every text is either one number or a Spanish
 * message saying what to write instead.
 */

export interface ArNumberOptions {
  /** Decimals the field allows; 0 for integers. */
  decimals: number;
  /** An amount of money: a single dot before exactly three digits separates thousands. */
  money?: boolean;
  min?: number;
  max?: number;
}

export type ArNumberProblem =
  | 'empty'
  | 'invalid'
  | 'grouping'
  | 'ambiguous'
  | 'incomplete'
  | 'decimals'
  | 'integer'
  | 'tooLong'
  | 'negative'
  | 'min'
  | 'max';

export type ArNumberResult =
  { ok: true; value: number } | { ok: false; problem: ArNumberProblem; message: string };

export const NUMBER_ENTRY_MESSAGES = {
  empty: 'Ingresá un número',
  invalid:
    'Escribí solo números, con punto para los miles y coma para los decimales (ej.: 45.990,50)',
  grouping: 'Los miles se separan con un punto cada tres cifras (ej.: 1.234.567)',
  incomplete: 'Falta un número después del separador',
  integer: 'Debe ser un número entero, sin decimales',
  tooLong: 'El número tiene demasiadas cifras',
  negative: 'No puede ser negativo',
} as const;

const fail = (problem: ArNumberProblem, message: string): ArNumberResult => ({
  ok: false,
  problem,
  message,
});

/** Thousands separated by dots: 1 to 3 digits not starting with 0, then groups of exactly 3. */
const THOUSANDS = /^[1-9]\d{0,2}(\.\d{3})+$/;

function ambiguityMessage(text: string): string {
  const [whole = '', fraction = ''] = text.split('.');
  const asDecimal = `${whole},${fraction.replace(/0+$/, '') || '0'}`;
  return `"${text}" es ambiguo: escribí ${whole}${fraction} si son miles, o usá la coma para los decimales (${asDecimal})`;
}

/** Reads a typed number by the rule above. */
export function parseArNumber(input: string, options: ArNumberOptions): ArNumberResult {
  const text = input.trim();
  if (text === '') return fail('empty', NUMBER_ENTRY_MESSAGES.empty);
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  if (!/^[\d.,]+$/.test(body)) return fail('invalid', NUMBER_ENTRY_MESSAGES.invalid);

  let whole: string;
  let fraction: string | null;
  const commas = body.split(',');
  if (commas.length > 2) return fail('invalid', NUMBER_ENTRY_MESSAGES.invalid);
  if (commas.length === 2) {
    const [before = '', after = ''] = commas;
    if (after.includes('.')) return fail('invalid', NUMBER_ENTRY_MESSAGES.invalid);
    if (before.includes('.') && !THOUSANDS.test(before))
      return fail('grouping', NUMBER_ENTRY_MESSAGES.grouping);
    whole = before.replaceAll('.', '');
    fraction = after;
  } else {
    const dots = body.split('.');
    if (dots.length > 2) {
      if (!THOUSANDS.test(body)) return fail('grouping', NUMBER_ENTRY_MESSAGES.grouping);
      whole = body.replaceAll('.', '');
      fraction = null;
    } else if (dots.length === 2) {
      if (THOUSANDS.test(body)) {
        if (options.decimals > 0 && !options.money)
          return fail('ambiguous', ambiguityMessage(body));
        whole = body.replace('.', '');
        fraction = null;
      } else {
        const [before = '', after = ''] = dots;
        whole = before;
        fraction = after;
      }
    } else {
      whole = body;
      fraction = null;
    }
  }

  if (fraction === '') return fail('incomplete', NUMBER_ENTRY_MESSAGES.incomplete);
  const decimals = fraction?.length ?? 0;
  if (decimals > options.decimals) {
    // `45,990` or `1,440`: thousands as an en-US hand writes them, most likely; say how to.
    const thousands =
      commas.length === 2 && !body.includes('.') && whole !== '' && decimals === 3
        ? ` (si son miles, escribí ${whole}${fraction})`
        : '';
    return options.decimals === 0
      ? fail('integer', NUMBER_ENTRY_MESSAGES.integer + thousands)
      : fail(
          'decimals',
          `Admite hasta ${options.decimals} ${options.decimals === 1 ? 'decimal' : 'decimales'}${thousands}`,
        );
  }
  if ((whole.replace(/^0+/, '') + (fraction ?? '')).length > 15)
    return fail('tooLong', NUMBER_ENTRY_MESSAGES.tooLong);

  const magnitude = Number(`${whole || '0'}.${fraction ?? '0'}`);
  const value = negative ? -magnitude : magnitude;
  if (negative && !(options.min !== undefined && options.min < 0))
    return fail('negative', NUMBER_ENTRY_MESSAGES.negative);
  if (options.min !== undefined && value < options.min)
    return fail('min', `Debe ser como mínimo ${formatNumber(options.min)}`);
  if (options.max !== undefined && value > options.max)
    return fail('max', `Debe ser como máximo ${formatNumber(options.max)}`);
  return { ok: true, value };
}
