import { z } from 'zod';
import { TEXT_MESSAGES, isEmailAddress, isSingleLine } from './text';

export const WITHDRAWAL_MESSAGES = {
  orderNumber: 'Ingresá el número de pedido (solo números, ej.: 1001)',
  name: 'Ingresá tu nombre (al menos 3 caracteres)',
  email: 'El correo electrónico no es válido.',
  tooLong: 'El texto es demasiado largo',
  invalid: 'Revisá los datos del formulario.',
  throttled: 'Recibimos varias solicitudes desde tu conexión. Probá de nuevo en unos minutos.',
  received: 'Recibimos tu solicitud de arrepentimiento',
  notFound: 'Solicitud no encontrada',
  attended: 'Solicitud marcada como atendida',
} as const;

const M = WITHDRAWAL_MESSAGES;

/** POST /api/withdrawals: only what Resolución 424/2020 lets the shop ask (no reason, no account). */
export const WithdrawalInputSchema = z.object({
  orderNumber: z
    .string(M.orderNumber)
    .trim()
    .transform((text) => text.replace(/^#/, ''))
    .pipe(z.string().regex(/^\d{1,12}$/, M.orderNumber)),
  name: z
    .string(M.name)
    .trim()
    .min(3, M.name)
    .max(120, M.tooLong)
    .refine(isSingleLine, TEXT_MESSAGES.singleLine),
  email: z.string(M.email).trim().refine(isEmailAddress, M.email),
});
export type WithdrawalInput = z.input<typeof WithdrawalInputSchema>;

export interface WithdrawalReceipt {
  code: string;
  createdAt: string;
}

export interface WithdrawalRequest {
  id: string;
  code: string;
  orderNumber: string;
  /** The order it named, when one exists with that number. */
  orderId: number | null;
  name: string;
  email: string;
  createdAt: string;
  attendedAt: string | null;
  attendedBy: string | null;
}

export interface WithdrawalList {
  requests: WithdrawalRequest[];
}
