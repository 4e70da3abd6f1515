import type { Db } from '#server/db/client';
import { type BackgroundTask, type ErrorLog, runInBackground } from '#server/lib/background-task';
import type { MailQueue } from '#server/lib/mail';
import { getShopSettings } from '../content/settings';
import type { MercadoPagoApi } from './mercado-pago-client';
import { deleteOldNotifications, openMercadoPagoOrders } from './queries';
import { recordMercadoPagoPayment } from './service';

const EVERY_MS = 15 * 60 * 1000;
const FIRST_AFTER_MS = 30 * 1000;
/** Orders older than this are not asked about (a preference expires with its quote anyway). */
const LOOK_BACK_DAYS = 30;
/** Orders read per query: the run walks every page, so none waits behind older open ones. */
const ORDERS_PER_PAGE = 100;
const NOTIFICATIONS_KEPT_MS = 24 * 60 * 60 * 1000;

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** Every open order's number, newest first, a page at a time. */
async function* openOrderIds(db: Db, since: Date): AsyncGenerator<number> {
  let before: number | null = null;
  for (;;) {
    const page = await openMercadoPagoOrders(db, { since, before, limit: ORDERS_PER_PAGE });
    for (const { id } of page) yield id;
    const last = page.at(-1);
    if (page.length < ORDERS_PER_PAGE || !last) return;
    before = last.id;
  }
}

/**
 * For notifications that never arrive: asks Mercado Pago (payments search by
 * external_reference) about every recent order chosen to pay with it (or sent to its checkout)
 * and not yet paid, newest first, and
 * records what it answers exactly as a notification would (once per payment id, so running in
 * several processes at once records nothing twice). Also forgets accepted notification ids a
 * day old. Answers how many payments moved money.
 */
export async function reconcileMercadoPago(
  db: Db,
  api: MercadoPagoApi,
  mail: MailQueue,
  { publicUrl, log, now = new Date() }: { publicUrl: string; log: Log; now?: Date },
): Promise<number> {
  await deleteOldNotifications(db, new Date(now.getTime() - NOTIFICATIONS_KEPT_MS));
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * 24 * 60 * 60 * 1000);
  let moved = 0;
  for await (const id of openOrderIds(db, since)) {
    try {
      const payments = await api.searchPayments(String(id));
      for (const payment of payments) {
        const shop = await getShopSettings(db);
        const outcome = await recordMercadoPagoPayment(db, payment, { shop, publicUrl });
        if (outcome.kind === 'recorded' && outcome.moved !== 0) {
          moved += 1;
          log.info(
            { orderId: id, paymentId: payment.id },
            'mercado pago payment found by reconciliation',
          );
        }
      }
    } catch (error) {
      log.warn({ err: error, orderId: id }, 'mercado pago reconciliation failed for an order');
    }
  }
  if (moved > 0) mail.kick();
  return moved;
}

/** Runs the reconciliation 30 s after start and every 15 minutes, one run at a time. */
export function scheduleMercadoPagoReconciliation(
  db: Db,
  api: MercadoPagoApi,
  mail: MailQueue,
  options: { publicUrl: string; log: Log & ErrorLog },
): BackgroundTask {
  return runInBackground(() => reconcileMercadoPago(db, api, mail, options), {
    firstAfterMs: FIRST_AFTER_MS,
    everyMs: EVERY_MS,
    label: 'mercado pago reconciliation',
    log: options.log,
  });
}
