import { TEXT_MESSAGES, isEmailAddress, isSingleLine } from './text';

/**
 * The Botón de arrepentimiento's fields and their Spanish messages, without zod: the page checks
 * the form before sending it, and its first load carries no zod. WithdrawalInputSchema
 * (withdrawals.ts) is the server's check of the same rules; withdrawal-form.test.ts holds the
 * two to the same answers.
 */
export const WITHDRAWAL_MESSAGES = {
  orderNumber: 'Ingresá el número de pedido (solo números, ej.: 1001)',
  name: 'Ingresá tu nombre (al menos 3 caracteres)',
  email: 'El correo electrónico no es válido.',
  tooLong: 'El texto es demasiado largo',
  invalid: 'Revisá los datos del formulario.',
  throttled: 'Recibimos varias solicitudes desde tu conexión. Probá de nuevo en unos minutos.',
  throttledOrder:
    'Ya recibimos solicitudes de arrepentimiento para ese pedido o ese correo. Si necesitás algo más, escribinos.',
  received: 'Recibimos tu solicitud de arrepentimiento',
  notFound: 'Solicitud no encontrada',
  attended: 'Solicitud marcada como atendida',
} as const;

const M = WITHDRAWAL_MESSAGES;

export interface WithdrawalValues {
  orderNumber: string;
  name: string;
  email: string;
}

export const ORDER_NUMBER = /^\d{1,12}$/;
export const NAME_LENGTH = { min: 3, max: 120 } as const;

/** '#1001 ' → '1001': the number as the shop writes it, or as the e-mail shows it. */
export const orderNumberText = (typed: string): string => typed.trim().replace(/^#/, '');

/** Each field's message, only for the fields that are wrong; empty when the form can go. */
export function withdrawalFieldErrors(
  values: WithdrawalValues,
): Partial<Record<keyof WithdrawalValues, string>> {
  const errors: Partial<Record<keyof WithdrawalValues, string>> = {};
  if (!ORDER_NUMBER.test(orderNumberText(values.orderNumber))) errors.orderNumber = M.orderNumber;
  const name = values.name.trim();
  if (name.length < NAME_LENGTH.min) errors.name = M.name;
  else if (name.length > NAME_LENGTH.max) errors.name = M.tooLong;
  else if (!isSingleLine(name)) errors.name = TEXT_MESSAGES.singleLine;
  if (!isEmailAddress(values.email.trim())) errors.email = M.email;
  return errors;
}
