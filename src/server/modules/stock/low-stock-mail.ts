import { and, eq } from 'drizzle-orm';
import { quantityText } from '#shared/order-lines';
import { dueDailySlot } from '#shared/backups';
import { ADMIN_PAGE_PATHS as PAGE_PATHS } from '#shared/admin-page-paths';
import type { Db } from '#server/db/client';
import { dailyJobRuns, mailQueue } from '#server/db/schema';
import { type BackgroundTask, type ErrorLog, runInBackground } from '#server/lib/background-task';
import type { MailMessage } from '#server/lib/mail';
import { getShopSettings } from '../content/settings';
import { type LowStockProduct, lowStockProducts } from './queries';

/** The shop's hour (its time zone) from which the day's low-stock e-mail goes out. */
export const LOW_STOCK_MAIL_HOUR = 8;
const JOB = 'low-stock-mail';

/** The e-mail to the shop listing what is at or under its threshold, lowest first. */
export function lowStockMail(items: LowStockProduct[], publicUrl: string): Omit<MailMessage, 'to'> {
  const lines = items.map((item) => {
    const code = item.code ? ` (${item.code})` : '';
    const left =
      item.available <= 0
        ? 'sin stock disponible'
        : `quedan ${quantityText(item.available, item.saleUnit)}`;
    return `- ${item.name}${code}: ${left} (aviso con ${quantityText(item.threshold, item.saleUnit)} o menos)`;
  });
  const count = items.length;
  return {
    subject: count === 1 ? 'Stock bajo: 1 producto' : `Stock bajo: ${count} productos`,
    text: [
      count === 1
        ? 'Este producto llegó a su mínimo de stock:'
        : `Estos ${count} productos llegaron a su mínimo de stock:`,
      '',
      ...lines,
      '',
      `Revisalos y cargá los ingresos en ${publicUrl}${PAGE_PATHS.adminStock} (filtro «Solo stock bajo»).`,
    ].join('\n'),
  };
}

/**
 * Sends the day's low-stock e-mail once its hour has come and something is low: at most one a
 * day, the first check of the day that finds a product at or under its threshold. The day's row
 * in daily_job_runs and the message are written in one transaction, so of several processes
 * exactly one claims the day, and a claimed day always has its message queued. Answers whether
 * this call queued it.
 */
export async function sendLowStockMailIfDue(
  db: Db,
  options: { publicUrl: string; kick: () => void },
  now = new Date(),
): Promise<boolean> {
  const day = dueDailySlot(now, LOW_STOCK_MAIL_HOUR);
  if (!day) return false;
  if ((await lowStockProducts(db)).length === 0) return false;
  const queued = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(dailyJobRuns)
      .values({ job: JOB, day, ranAt: now })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    const items = await lowStockProducts(tx);
    if (items.length === 0) {
      // An ingreso came in between: nothing to say, and the day stays open.
      await tx
        .delete(dailyJobRuns)
        .where(and(eq(dailyJobRuns.job, JOB), eq(dailyJobRuns.day, day)));
      return false;
    }
    const settings = await getShopSettings(tx);
    await tx.insert(mailQueue).values({
      ...lowStockMail(items, options.publicUrl),
      to: settings.email,
      nextAttemptAt: now,
    });
    return true;
  });
  if (queued) options.kick();
  return queued;
}

/** Looks for the day's low-stock e-mail a few seconds after start and every 5 minutes. */
export function scheduleLowStockMail(
  db: Db,
  options: { publicUrl: string; kick: () => void; log: ErrorLog },
): BackgroundTask {
  return runInBackground(() => sendLowStockMailIfDue(db, options), {
    firstAfterMs: 10_000,
    everyMs: 5 * 60_000,
    label: 'low-stock e-mail',
    log: options.log,
  });
}
