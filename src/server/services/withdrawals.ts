import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { formatDateTime } from '../../shared/format';
import type { ShopSettings } from '../../shared/settings';
import type { WithdrawalRequest } from '../../shared/withdrawals';
import type { Db } from '../db/client';
import { mailQueue, orders, withdrawalRequests } from '../db/schema';
import type { MailMessage } from './mail';

/** No 0/O, 1/I/L: the code is read aloud on the phone and typed back. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 'ARR-7K2M-Q9TX': about 40 bits, unguessable enough to name a request, short enough to read. */
export function revocationCode(): string {
  const part = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `ARR-${part()}-${part()}`;
}

const MAX_ORDER_ID = 2_147_483_647;

interface Contact {
  orderNumber: string;
  name: string;
  email: string;
}

interface Recorded {
  code: string;
  createdAt: Date;
  orderId: number | null;
}

function customerMail(
  input: Contact,
  recorded: Recorded,
  shop: ShopSettings,
  publicUrl: string,
): MailMessage {
  return {
    to: input.email,
    subject: `Tu código de revocación ${recorded.code} - ${shop.name}`,
    text: [
      `Hola ${input.name}:`,
      '',
      `Recibimos tu solicitud de arrepentimiento de la compra del pedido #${input.orderNumber} el ${formatDateTime(recorded.createdAt)}.`,
      '',
      `Tu código de revocación es: ${recorded.code}`,
      '',
      'Guardalo: identifica tu solicitud. Nos vamos a comunicar con vos para coordinar la devolución del producto y el reintegro de lo pagado, sin costo para vos.',
      '',
      'Si tenés alguna consulta, respondé este correo o escribinos:',
      `Teléfono: ${shop.phone}`,
      `Email: ${shop.email}`,
      publicUrl,
      '',
      shop.name,
    ].join('\n'),
  };
}

function shopMail(
  input: Contact,
  recorded: Recorded,
  shop: ShopSettings,
  publicUrl: string,
): MailMessage {
  return {
    to: shop.email,
    subject: `Botón de arrepentimiento: pedido #${input.orderNumber} (${recorded.code})`,
    text: [
      `Solicitud de arrepentimiento recibida el ${formatDateTime(recorded.createdAt)}.`,
      '',
      `Código de revocación: ${recorded.code}`,
      `Número de pedido indicado: ${input.orderNumber}${recorded.orderId === null ? ' (no coincide con ningún pedido: hay que contactar a la persona)' : ''}`,
      `Nombre: ${input.name}`,
      `Email: ${input.email}`,
      '',
      `La persona ya recibió su código por correo. Marcala como atendida en ${publicUrl}/admin/arrepentimientos una vez resuelta.`,
    ].join('\n'),
  };
}

/**
 * Records a request, known order or not (the shop must answer every one), and queues both
 * e-mails in the same transaction, so neither is lost.
 */
export async function recordWithdrawal(
  db: Db,
  input: Contact,
  shop: ShopSettings,
  publicUrl: string,
): Promise<Recorded> {
  const number = Number(input.orderNumber);
  const [order] =
    number <= MAX_ORDER_ID
      ? await db.select({ id: orders.id }).from(orders).where(eq(orders.id, number))
      : [];
  const orderId = order?.id ?? null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(withdrawalRequests)
      .values({
        code: revocationCode(),
        orderNumber: input.orderNumber,
        orderId,
        name: input.name,
        email: input.email,
      })
      .returning({ code: withdrawalRequests.code, createdAt: withdrawalRequests.createdAt });
    if (!row) throw new Error('withdrawal request not recorded');
    const recorded = { code: row.code, createdAt: row.createdAt, orderId };
    const now = new Date();
    await tx.insert(mailQueue).values([
      { ...customerMail(input, recorded, shop, publicUrl), nextAttemptAt: now },
      { ...shopMail(input, recorded, shop, publicUrl), nextAttemptAt: now },
    ]);
    return recorded;
  });
}

const columns = {
  id: withdrawalRequests.id,
  code: withdrawalRequests.code,
  orderNumber: withdrawalRequests.orderNumber,
  orderId: withdrawalRequests.orderId,
  name: withdrawalRequests.name,
  email: withdrawalRequests.email,
  createdAt: withdrawalRequests.createdAt,
  attendedAt: withdrawalRequests.attendedAt,
  attendedBy: withdrawalRequests.attendedBy,
};

type Row = Pick<typeof withdrawalRequests.$inferSelect, keyof typeof columns>;

function toRequest(row: Row): WithdrawalRequest {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    attendedAt: row.attendedAt?.toISOString() ?? null,
  };
}

/** Newest first; only those naming one order when orderId is given. */
export async function listWithdrawals(db: Db, orderId?: number): Promise<WithdrawalRequest[]> {
  const query = db.select(columns).from(withdrawalRequests);
  const rows = await (
    orderId === undefined ? query : query.where(eq(withdrawalRequests.orderId, orderId))
  )
    .orderBy(desc(withdrawalRequests.createdAt))
    .limit(500);
  return rows.map(toRequest);
}

/** Marks a request attended (by whom, when); false when there is no such request. */
export async function markWithdrawalAttended(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(withdrawalRequests)
    .set({ attendedAt: new Date(), attendedBy: userId })
    .where(eq(withdrawalRequests.id, id))
    .returning({ id: withdrawalRequests.id });
  return rows.length > 0;
}
