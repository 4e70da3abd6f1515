import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ArcaConfig } from '#server/config';
import type { Db } from '#server/db/client';
import { invoices, invoicingSettings, orderLines, orders, products } from '#server/db/schema';
import { AppError, badRequest, conflict, notFound } from '#server/errors';
import { shopToday } from '#shared/shop-clock';
import {
  BUYER_VAT_CONDITIONS,
  type BuyerFiscalData,
  type BuyerVatCondition,
  INVOICE_TYPES,
  INVOICING_MESSAGES,
  type InvoicingSettings,
  type InvoicingStatus,
  type InvoiceLetter,
  type OrderInvoice,
  invoiceLetter,
} from '#shared/invoicing';
import { invoiceAmounts } from './amounts';
import { ARCA_URLS, arcaClient } from './arca-client';
import { type ArcaCredentials, CredentialError, checkCuit, readCredentials } from './credentials';
import { ArcaUnavailableError } from './soap';
import { WsaaRefusedError } from './wsaa';
import {
  type WsfeClient,
  WsfeRejectedError,
  consultInvoice,
  lastAuthorised,
  requestCae,
} from './wsfe';

/** ARCA's answers wait at most this long: past it the invoice stays "pendiente de CAE". */
const ARCA_TIMEOUT_MS = 10_000;

/** The certificate as read at start (or why it could not be), and where ARCA is. */
export interface InvoicingRuntime {
  config: ArcaConfig | undefined;
  credentials: ArcaCredentials | null;
  /** Why the files could not be used, in Spanish. */
  problem: string | null;
  /** One WSFEv1 client per environment, so the WSAA ticket is shared by every invoice. */
  clients: Map<string, WsfeClient>;
  timeoutMs: number;
}

/** Reads ARCA_CERT_FILE and ARCA_KEY_FILE once, at start; the shop works without them. */
export function loadInvoicingRuntime(
  config: ArcaConfig | undefined,
  timeoutMs = ARCA_TIMEOUT_MS,
): InvoicingRuntime {
  const base = { config, clients: new Map<string, WsfeClient>(), timeoutMs };
  if (!config) return { ...base, credentials: null, problem: null };
  try {
    const credentials = readCredentials(config.certificateFile, config.keyFile);
    return { ...base, credentials, problem: null };
  } catch (error) {
    if (!(error instanceof CredentialError)) throw error;
    return { ...base, credentials: null, problem: error.message };
  }
}

export async function getInvoicingSettings(db: Db): Promise<InvoicingSettings | null> {
  const [row] = await db.select().from(invoicingSettings).where(eq(invoicingSettings.id, 1));
  if (!row) return null;
  return {
    cuit: row.cuit,
    vatCondition: row.vatCondition,
    pointOfSale: row.pointOfSale,
    activityStart: row.activityStart,
    environment: row.environment,
  };
}

export async function saveInvoicingSettings(db: Db, settings: InvoicingSettings): Promise<void> {
  await db
    .insert(invoicingSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({
      target: invoicingSettings.id,
      set: { ...settings, updatedAt: new Date() },
    });
}

/** Whether the shop can invoice, and the owner's next step in Spanish when it cannot. */
export function invoicingState(
  runtime: InvoicingRuntime,
  settings: InvoicingSettings | null,
): InvoicingStatus {
  const certificate = runtime.credentials
    ? { cuit: runtime.credentials.cuit, validTo: runtime.credentials.validTo.toISOString() }
    : null;
  let problem: string | null = runtime.problem;
  if (!problem && (!runtime.config || !settings?.cuit)) problem = INVOICING_MESSAGES.off;
  if (!problem && runtime.credentials && settings) {
    try {
      checkCuit(runtime.credentials, settings.cuit);
    } catch (error) {
      if (!(error instanceof CredentialError)) throw error;
      problem = error.message;
    }
  }
  return { settings, enabled: problem === null, problem, certificate };
}

/** Logs, at start, why invoicing is off when the owner set it up and something does not match. */
export async function checkAtStart(db: Db, runtime: InvoicingRuntime, log: FastifyBaseLogger) {
  if (!runtime.config) return;
  const settings = await getInvoicingSettings(db);
  const state = invoicingState(runtime, settings);
  // Before the owner saves the fiscal data there is nothing wrong to report.
  if (state.problem && (settings || runtime.problem)) {
    log.error(`Facturación electrónica apagada: ${state.problem}`);
  }
}

function clientFor(runtime: InvoicingRuntime, settings: InvoicingSettings): WsfeClient {
  const existing = runtime.clients.get(settings.environment);
  if (existing) return existing;
  const urls = ARCA_URLS[settings.environment];
  const client = arcaClient({
    wsaaUrl: runtime.config?.wsaaUrl ?? urls.wsaa,
    wsfeUrl: runtime.config?.wsfeUrl ?? urls.wsfe,
    credentials: runtime.credentials!,
    timeoutMs: runtime.timeoutMs,
  });
  runtime.clients.set(settings.environment, client);
  return client;
}

export const INVOICE_MESSAGES = {
  orderNotFound: 'El pedido no existe.',
  alreadyInvoiced: 'Este pedido ya tiene factura.',
  emptyOrder: 'El pedido no tiene importe para facturar.',
  pending:
    'ARCA no respondió: la factura quedó "pendiente de CAE" y se pedirá de nuevo en unos minutos.',
  rejected: (detail: string) => `ARCA rechazó la factura: ${detail}`,
  loginRefused: (detail: string) => `ARCA no aceptó el certificado de la tienda: ${detail}`,
} as const;

/** What ARCA needs of the buyer: DocTipo and number, and its IVA condition code. */
function buyerDocument(taxId: string | null, letter: string) {
  const digits = taxId ?? '';
  if (digits.length === 11) return { docType: 80, docNumber: digits };
  if (letter === 'A') throw badRequest(INVOICING_MESSAGES.cuitRequired);
  if (digits.length >= 7) return { docType: 96, docNumber: digits };
  return { docType: 99, docNumber: '0' };
}

export async function setBuyerFiscalData(db: Db, orderId: number, data: BuyerFiscalData) {
  const updated = await db
    .update(orders)
    .set({ buyerTaxId: data.taxId || null, buyerVatCondition: data.vatCondition })
    .where(eq(orders.id, orderId))
    .returning({ id: orders.id });
  if (updated.length === 0) throw notFound(INVOICE_MESSAGES.orderNotFound);
}

/** The in-process queue per punto de venta and type, in front of the database lock. */
const queues = new Map<string, Promise<unknown>>();

/**
 * Runs fn while no other request of any process numbers the same punto de venta and type: one
 * at a time here (so a process holds one connection waiting, not one per invoice), and across
 * processes a transaction-scoped advisory lock, released when fn's transaction ends.
 */
async function numberingLock<T>(
  db: Db,
  pointOfSale: number,
  type: number,
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  const key = `${pointOfSale}:${type}`;
  const before = queues.get(key) ?? Promise.resolve();
  const run = before
    .catch(() => undefined)
    .then(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7208, ${pointOfSale * 100 + type})`);
        return fn(tx as unknown as Db);
      }),
    );
  queues.set(key, run);
  try {
    return await run;
  } finally {
    if (queues.get(key) === run) queues.delete(key);
  }
}

const yyyymmdd = (date: string) => date.replaceAll('-', '');
const isoDate = (compact: string) =>
  `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

/**
 * Settles the rows a late answer left with a number but no CAE: ARCA authorised the number
 * when its last is at least it (then FECompConsultar gives the CAE), else the number is free
 * again. Runs under the numbering lock, before any new number is asked for.
 */
async function settleUnanswered(tx: Db, client: WsfeClient, pointOfSale: number, type: number) {
  const unanswered = await tx
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'pendiente'),
        eq(invoices.pointOfSale, pointOfSale),
        eq(invoices.type, type),
        isNotNull(invoices.number),
      ),
    );
  if (unanswered.length === 0) return;
  const last = await lastAuthorised(client, pointOfSale, type);
  for (const row of unanswered) {
    const found =
      row.number! <= last ? await consultInvoice(client, pointOfSale, type, row.number!) : null;
    await tx
      .update(invoices)
      .set(
        found
          ? {
              status: 'autorizada',
              cae: found.cae,
              caeDue: isoDate(found.caeDue),
              authorisedAt: new Date(),
            }
          : { number: null },
      )
      .where(eq(invoices.id, row.id));
  }
}

/**
 * Asks ARCA for the CAE of one pending invoice under the numbering lock, every write in the
 * lock's transaction. The number is ARCA's last plus one and stays on the row when the answer
 * is lost (a timeout), so settleUnanswered settles it on the next try instead of authorising
 * the sale twice. A rejection deletes the pending row (nothing was authorised) and answers
 * ARCA's reasons; ARCA down leaves the row pending for the job.
 */
async function authorise(
  db: Db,
  runtime: InvoicingRuntime,
  settings: InvoicingSettings,
  id: string,
): Promise<'autorizada' | 'pendiente'> {
  const client = clientFor(runtime, settings);
  const [pending] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!pending) throw notFound(INVOICE_MESSAGES.orderNotFound);
  if (pending.status !== 'pendiente') return pending.status;
  const outcome = await numberingLock(db, pending.pointOfSale, pending.type, async (tx) => {
    try {
      await settleUnanswered(tx, client, pending.pointOfSale, pending.type);
      const [row] = await tx.select().from(invoices).where(eq(invoices.id, id));
      if (!row || row.status !== 'pendiente') return { status: 'autorizada' as const };
      const number = (await lastAuthorised(client, row.pointOfSale, row.type)) + 1;
      const request = {
        pointOfSale: row.pointOfSale,
        type: row.type,
        number,
        concept: 1,
        documentType: row.buyerDocType,
        documentNumber: row.buyerDocNumber,
        date: yyyymmdd(row.issuedOn),
        total: row.total,
        net: row.net,
        vat: row.vat,
        vatLines: (row.vatLines as { id: number; base: number; amount: number }[]).map((line) => ({
          id: line.id,
          base: line.base,
          amount: line.amount,
        })),
        buyerVatCondition: BUYER_VAT_CONDITIONS[row.buyerVatCondition as BuyerVatCondition].code,
      };
      await tx
        .update(invoices)
        .set({ number, request: JSON.stringify(request), attempts: row.attempts + 1 })
        .where(eq(invoices.id, id));
      try {
        const answer = await requestCae(client, request);
        await tx
          .update(invoices)
          .set({
            status: 'autorizada',
            cae: answer.cae,
            caeDue: isoDate(answer.caeDue),
            response: JSON.stringify(answer),
            lastError: null,
            authorisedAt: new Date(),
          })
          .where(eq(invoices.id, id));
        return { status: 'autorizada' as const };
      } catch (error) {
        // The number stays: ARCA may have authorised it before the answer was lost.
        if (error instanceof ArcaUnavailableError) {
          await tx.update(invoices).set({ lastError: error.message }).where(eq(invoices.id, id));
          return { status: 'pendiente' as const };
        }
        throw error;
      }
    } catch (error) {
      if (error instanceof WsfeRejectedError) {
        await tx.delete(invoices).where(eq(invoices.id, id));
        return { status: 'rechazada' as const, message: error.message };
      }
      if (error instanceof ArcaUnavailableError) {
        await tx.update(invoices).set({ lastError: error.message }).where(eq(invoices.id, id));
        return { status: 'pendiente' as const };
      }
      throw error;
    }
  });
  if (outcome.status === 'rechazada') {
    throw new AppError(422, 'arca_rejected', INVOICE_MESSAGES.rejected(outcome.message));
  }
  return outcome.status;
}

async function readInvoice(db: Db, id: string): Promise<OrderInvoice> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw notFound(INVOICE_MESSAGES.orderNotFound);
  const letter = (Object.keys(INVOICE_TYPES) as InvoiceLetter[]).find(
    (key) => INVOICE_TYPES[key] === row.type,
  )!;
  return {
    id: row.id,
    status: row.status,
    letter,
    pointOfSale: row.pointOfSale,
    number: row.status === 'autorizada' ? row.number : null,
    cae: row.cae,
    caeDue: row.caeDue,
    total: row.total,
    net: row.net,
    vat: row.vat,
  };
}

export async function orderInvoice(db: Db, orderId: number): Promise<OrderInvoice | null> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  return row ? readInvoice(db, row.id) : null;
}

/**
 * "Facturar": the order's invoice, of the letter the two IVA conditions ask for, with the CAE.
 * The pending row is written first (one per order: a second "Facturar" is refused), then
 * ARCA is asked; ARCA down answers 202 with the invoice "pendiente de CAE".
 */
export async function invoiceOrder(
  db: Db,
  runtime: InvoicingRuntime,
  orderId: number,
  now = new Date(),
): Promise<OrderInvoice> {
  const settings = await getInvoicingSettings(db);
  const state = invoicingState(runtime, settings);
  if (!state.enabled || !settings) throw conflict(state.problem ?? INVOICING_MESSAGES.off);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(INVOICE_MESSAGES.orderNotFound);
  if (order.totalAmount <= 0) throw badRequest(INVOICE_MESSAGES.emptyOrder);
  const buyerCondition = (order.buyerVatCondition ?? 'consumidor_final') as BuyerVatCondition;
  const letter = invoiceLetter(settings.vatCondition, buyerCondition);
  const { docType, docNumber } = buyerDocument(order.buyerTaxId, letter);
  const lines = await db
    .select({ amount: orderLines.lineTotal, rate: products.vatRate })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const parts = [
    ...lines.map((line) => ({ amount: line.amount, rate: line.rate ?? 21 })),
    { amount: order.deliveryCost ?? 0, rate: 21 },
  ];
  const amounts = invoiceAmounts(letter, parts, order.totalAmount);
  const inserted = await db
    .insert(invoices)
    .values({
      orderId,
      status: 'pendiente',
      pointOfSale: settings.pointOfSale,
      type: INVOICE_TYPES[letter],
      issuedOn: shopToday(now),
      buyerName: order.customerName,
      buyerDocType: docType,
      buyerDocNumber: docNumber,
      buyerVatCondition: buyerCondition,
      total: amounts.total,
      net: amounts.net,
      vat: amounts.vat,
      vatLines: amounts.vatLines,
      request: '',
    })
    .onConflictDoNothing({ target: invoices.orderId })
    .returning({ id: invoices.id });
  if (inserted.length === 0) throw conflict(INVOICE_MESSAGES.alreadyInvoiced);
  const id = inserted[0]!.id;
  try {
    await authorise(db, runtime, settings, id);
  } catch (error) {
    if (error instanceof WsaaRefusedError) {
      await db.delete(invoices).where(eq(invoices.id, id));
      throw new AppError(502, 'arca_login', INVOICE_MESSAGES.loginRefused(error.message));
    }
    throw error;
  }
  return readInvoice(db, id);
}

/** The job's step: every pending invoice gets its CAE once ARCA answers again. */
export async function retryPendingInvoices(db: Db, runtime: InvoicingRuntime): Promise<number> {
  const settings = await getInvoicingSettings(db);
  if (!invoicingState(runtime, settings).enabled || !settings) return 0;
  const pending = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.status, 'pendiente'))
    .orderBy(asc(invoices.createdAt));
  let authorised = 0;
  for (const { id } of pending) {
    try {
      if ((await authorise(db, runtime, settings, id)) === 'pendiente') break;
      authorised += 1;
    } catch (error) {
      // A rejection removed its row (staff see the order without invoice); the rest go on.
      if (!(error instanceof AppError) && !(error instanceof WsaaRefusedError)) throw error;
      if (error instanceof WsaaRefusedError) break;
    }
  }
  return authorised;
}
