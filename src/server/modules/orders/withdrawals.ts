import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { formatDateTime } from '#shared/format';
import type { ShopSettings } from '#shared/settings';
import {
  WITHDRAWAL_MATCH_WARNINGS,
  type WithdrawalMatch,
  type WithdrawalRequest,
} from '#shared/withdrawals';
import type { Db } from '#server/db/client';
import { mailQueue, orders, withdrawalRequests } from '#server/db/schema';
import type { MailMessage } from '#server/lib/mail';

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

/** The order a request names, as stored (never the form's words). */
interface NamedOrder {
  id: number;
  customerName: string;
  customerEmail: string;
}

interface Recorded {
  code: string;
  createdAt: Date;
  orderId: number | null;
  match: WithdrawalMatch;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the e-mail typed is the order's, another one, or no order has the number. */
export function withdrawalMatch(order: NamedOrder | undefined, email: string): WithdrawalMatch {
  if (!order) return 'no_order';
  return sameAddress(order.customerEmail, email) ? 'matched' : 'mismatch';
}

function contactLines(shop: ShopSettings, publicUrl: string): string[] {
  return [
    'Si tenés alguna consulta, respondé este correo o escribinos:',
    `Teléfono: ${shop.phone}`,
    `Email: ${shop.email}`,
    publicUrl,
    '',
    shop.name,
  ];
}

/**
 * The confirmation, only ever to the order's customer and worded only from what the shop keeps
 * (the order's name, the number, the code): the form's words never reach an inbox, so the form
 * cannot make the shop mail a stranger. When the request came with another e-mail,
 * the customer is told so, to speak up if it was not them.
 */
function customerMail(
  order: NamedOrder,
  recorded: Recorded,
  shop: ShopSettings,
  publicUrl: string,
): MailMessage {
  const when = formatDateTime(recorded.createdAt);
  const opening =
    recorded.match === 'matched'
      ? [
          `Recibimos tu solicitud de arrepentimiento de la compra del pedido #${order.id} el ${when}.`,
          '',
          `Tu código de revocación es: ${recorded.code}`,
          '',
          'Guardalo: identifica tu solicitud. Nos vamos a comunicar con vos para coordinar la devolución del producto y el reintegro de lo pagado, sin costo para vos.',
        ]
      : [
          `El ${when} recibimos una solicitud de arrepentimiento de la compra de tu pedido #${order.id}, enviada con otro correo electrónico que el del pedido.`,
          '',
          `Código de revocación: ${recorded.code}`,
          '',
          'Antes de hacer nada con tu pedido te vamos a contactar para confirmarla. Si no la pediste vos, respondé este correo y avisanos.',
        ];
  return {
    to: order.customerEmail.trim(),
    replyTo: shop.email,
    subject: `${recorded.match === 'matched' ? 'Tu código de revocación' : 'Solicitud de arrepentimiento del pedido'} ${recorded.code} - ${shop.name}`,
    text: [
      `Hola ${order.customerName.trim()}:`,
      '',
      ...opening,
      '',
      ...contactLines(shop, publicUrl),
    ].join('\n'),
  };
}

const SHOP_VERDICT: Record<WithdrawalMatch, string> = {
  matched: 'El correo indicado es el del pedido: el cliente recibió su código por correo.',
  mismatch:
    'Los datos no coinciden con el pedido: el correo indicado no es el del pedido. Le avisamos al cliente del pedido (a su correo), sin los datos del formulario; hay que confirmar con él antes de hacer nada.',
  no_order:
    'Pedido inexistente: ningún pedido tiene ese número. No se envió ningún correo a la persona; si hace falta, contactala con los datos del panel.',
};

/** The shop's notice: the number, the code and the verdict; the form's words stay in the panel. */
function shopMail(
  input: Contact,
  order: NamedOrder | undefined,
  recorded: Recorded,
  shop: ShopSettings,
  publicUrl: string,
): MailMessage {
  const number = order ? String(order.id) : input.orderNumber;
  return {
    to: shop.email,
    subject: `Botón de arrepentimiento: pedido #${number} (${recorded.code})${recorded.match === 'matched' ? '' : ` - ${WITHDRAWAL_MATCH_WARNINGS[recorded.match] ?? ''}`}`,
    text: [
      `Solicitud de arrepentimiento recibida el ${formatDateTime(recorded.createdAt)}.`,
      '',
      `Código de revocación: ${recorded.code}`,
      `Número de pedido indicado: ${number}`,
      ...(order ? [`Cliente del pedido: ${order.customerName.trim()}`] : []),
      '',
      SHOP_VERDICT[recorded.match],
      '',
      `Los datos que escribió la persona están en ${publicUrl}/admin/arrepentimientos; marcala como atendida allí una vez resuelta.`,
    ].join('\n'),
  };
}

/**
 * Records a request, whatever order it names (the shop must answer every one), judged against
 * the order's e-mail, and queues its e-mails in the same transaction, so none is lost: the shop
 * always, the order's customer when there is an order.
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
      ? await db
          .select({
            id: orders.id,
            customerName: orders.customerName,
            customerEmail: orders.customerEmail,
          })
          .from(orders)
          .where(eq(orders.id, number))
      : [];
  const match = withdrawalMatch(order, input.email);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(withdrawalRequests)
      .values({
        code: revocationCode(),
        orderNumber: input.orderNumber,
        orderId: order?.id ?? null,
        name: input.name,
        email: input.email,
        match,
      })
      .returning({ code: withdrawalRequests.code, createdAt: withdrawalRequests.createdAt });
    if (!row) throw new Error('withdrawal request not recorded');
    const recorded = {
      code: row.code,
      createdAt: row.createdAt,
      orderId: order?.id ?? null,
      match,
    };
    const now = new Date();
    await tx
      .insert(mailQueue)
      .values([
        ...(order
          ? [{ ...customerMail(order, recorded, shop, publicUrl), nextAttemptAt: now }]
          : []),
        { ...shopMail(input, order, recorded, shop, publicUrl), nextAttemptAt: now },
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
  match: withdrawalRequests.match,
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
