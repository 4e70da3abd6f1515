import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Argentine phone numbers, checked and written in international form by libphonenumber-js (its
 * smallest metadata): one rule for every place that links to a customer's phone. Orders keep the
 * number as it was typed (older orders stay as they were); the links use what this answers.
 */

export const PHONE_MESSAGES = {
  invalid:
    'El teléfono no es un número argentino válido: escribilo con su código de área (ej.: 11 1234-5678).',
  noAreaCode: 'Falta el código de área: escribilo, por ejemplo, como 11 15 1234-5678.',
} as const;

type ArgentinePhone =
  | {
      ok: true;
      /** For tel: links: '+5491144441234'. */
      e164: string;
      /** For people: '+54 9 11 4444 1234'. */
      international: string;
      /** For wa.me: 54 9 and the 10-digit number (WhatsApp's form for Argentina); null: none. */
      whatsapp: string | null;
    }
  | { ok: false; message: string };

/** Numbers that are no one's line: toll-free and shared-cost services. */
const SERVICE_NUMBER = /^(800|810|600|610)/;

/**
 * A number as typed ('011 15 4444-1234', '2323 45-6789', '+54 9 11 4444-1234') checked as an
 * Argentine one. A mobile typed without its 15 reads as the landline form; WhatsApp still gets
 * the 9 (it has no other form for Argentina). '15 4444-1234' lacks the area code: said so.
 */
export function argentinePhone(text: string): ArgentinePhone {
  const parsed = parsePhoneNumberFromString(text, 'AR');
  if (!parsed || parsed.country !== 'AR' || !parsed.isValid()) {
    const digits = text.replace(/\D/g, '');
    const message = /^15\d{6,8}$/.test(digits) ? PHONE_MESSAGES.noAreaCode : PHONE_MESSAGES.invalid;
    return { ok: false, message };
  }
  const national = String(parsed.nationalNumber).replace(/^9(?=\d{10}$)/, '');
  return {
    ok: true,
    e164: parsed.number,
    international: parsed.formatInternational(),
    whatsapp: national.length === 10 && !SERVICE_NUMBER.test(national) ? `549${national}` : null,
  };
}

/**
 * The note under a phone field: a number that has the digits the forms ask for but is not an
 * Argentine line gets a word of caution; it never blocks (the shop still calls what was typed).
 * Null while the digits are too few (the form's own message speaks then) or when it is fine.
 */
export function phoneWarning(text: string): string | null {
  if (text.replace(/\D/g, '').length < 8) return null;
  const phone = argentinePhone(text);
  return phone.ok ? null : `Revisá el número. ${phone.message}`;
}
