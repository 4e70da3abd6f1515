import { z } from 'zod';
import { endpoints } from './endpoint';
import { requiredLine, uuidParams } from './route-schemas';
import { isEmailAddress } from './text';
import { NAME_LENGTH, ORDER_NUMBER, WITHDRAWAL_MESSAGES, orderNumberText } from './withdrawal-form';

const M = WITHDRAWAL_MESSAGES;

/** POST /api/withdrawals: only what Resolución 424/2020 lets the shop ask (no reason, no account). */
export const WithdrawalInputSchema = z.object({
  orderNumber: z
    .string(M.orderNumber)
    .transform(orderNumberText)
    .pipe(z.string().regex(ORDER_NUMBER, M.orderNumber)),
  name: requiredLine({ ...NAME_LENGTH, required: M.name, tooLong: M.tooLong }),
  email: z.string(M.email).trim().refine(isEmailAddress, M.email),
});
export type WithdrawalInput = z.input<typeof WithdrawalInputSchema>;

export const WithdrawalReceiptSchema = z.object({ code: z.string(), createdAt: z.string() });
export type WithdrawalReceipt = z.infer<typeof WithdrawalReceiptSchema>;

/**
 * How a request relates to the order it names, decided when it arrives: the e-mail typed is the
 * order's (matched); it is another one (mismatch: the request is kept, staff check who asked);
 * or no order has that number (no_order).
 */
export const WITHDRAWAL_MATCHES = ['matched', 'mismatch', 'no_order'] as const;
export type WithdrawalMatch = (typeof WITHDRAWAL_MATCHES)[number];
/** What staff read of a request that is not plainly the customer's. */
export const WITHDRAWAL_MATCH_WARNINGS: Record<WithdrawalMatch, string | null> = {
  matched: null,
  mismatch: 'Los datos no coinciden con el pedido',
  no_order: 'Pedido inexistente',
};

export const WithdrawalRequestSchema = z.object({
  id: z.string(),
  code: z.string(),
  orderNumber: z.string(),
  /** The order it named, when one exists with that number (matched or not). */
  orderId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  match: z.enum(WITHDRAWAL_MATCHES),
  createdAt: z.string(),
  attendedAt: z.string().nullable(),
  attendedBy: z.string().nullable(),
});
export type WithdrawalRequest = z.infer<typeof WithdrawalRequestSchema>;

export const WithdrawalListSchema = z.object({ requests: z.array(WithdrawalRequestSchema) });
export type WithdrawalList = z.infer<typeof WithdrawalListSchema>;

/** GET /api/admin/withdrawals?orderId=: a malformed order number names no request. */
export const WithdrawalListQuerySchema = z.object({
  orderId: z
    .string()
    .regex(/^\d{1,9}$/, M.notFound)
    .transform(Number)
    .optional(),
});

export const WithdrawalParamsSchema = uuidParams(M.notFound);

/** POST /api/withdrawals: the Botón de arrepentimiento form, no account needed. */
export const withdrawalEndpoints = endpoints({
  create: {
    method: 'POST',
    path: '/api/withdrawals',
    body: WithdrawalInputSchema,
    response: WithdrawalReceiptSchema,
    status: [201],
  },
});

/** /api/admin/withdrawals: staff see the requests (all, or one order's) and mark them attended. */
export const adminWithdrawalEndpoints = endpoints({
  list: {
    method: 'GET',
    path: '/api/admin/withdrawals',
    query: WithdrawalListQuerySchema,
    response: WithdrawalListSchema,
  },
  markAttended: {
    method: 'POST',
    path: '/api/admin/withdrawals/:id/attended',
    params: WithdrawalParamsSchema,
    response: null,
  },
});
