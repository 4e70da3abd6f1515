import { eq } from 'drizzle-orm';
import { NOTIFIED_STATUSES } from '#shared/customer-order';
import type { DeliveryMethod } from '#shared/delivery';
import { type OrderStatus, orderStatusLabel, orderStatusesFor } from '#shared/orders';
import type { ShopSettings } from '#shared/settings';
import type { Db } from '#server/db/client';
import { mailQueue, orders } from '#server/db/schema';
import { describeChanges, recordActivity } from '../staff/activity';
import { orderStatusMail } from './order-status-mail';
import { orderSubject } from './order-subject';
import { bumpOrderVersion, claimOrderVersion } from './order-version';
import { applyOrderStatus } from '../stock/reservations';
import { stockTransaction } from '../stock/transaction';
import { heldDifference, heldFromLots, queueLowStockCrossings } from '../stock/low-stock-crossing';

/**
 * Sets an order's status and, when it really changed to one the customer is told of and staff
 * left "notify" ticked, queues the customer's e-mail in the same transaction, with the change in
 * the activity log. Returns whether there is such an order, whether an e-mail was queued, and —
 * when the status is the step of the other way of delivering ("En camino" for a pickup) — the
 * order's delivery method, changing nothing.
 */
export async function changeOrderStatus(
  db: Db,
  id: number,
  change: { status: OrderStatus; notify: boolean; actorId: string; version?: number | undefined },
  mail: { shop: ShopSettings; publicUrl: string },
): Promise<{ found: boolean; notified: boolean; refused?: DeliveryMethod }> {
  return stockTransaction(db, async (tx) => {
    if (change.version === undefined) await bumpOrderVersion(tx, id);
    else await claimOrderVersion(tx, id, change.version);
    const [before] = await tx
      .select({
        status: orders.status,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        deliveryMethod: orders.deliveryMethod,
        accessToken: orders.accessToken,
      })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!before) return { found: false, notified: false };
    if (!orderStatusesFor(before.deliveryMethod).includes(change.status))
      return { found: true, notified: false, refused: before.deliveryMethod };
    await tx.update(orders).set({ status: change.status }).where(eq(orders.id, id));
    // A cancelled order taken up again takes its boxes back like a new sale, and can cross.
    const heldBefore = await heldFromLots(tx, id);
    await applyOrderStatus(tx, id, change.status, { id: change.actorId, name: '' });
    const moved = heldDifference(heldBefore, await heldFromLots(tx, id));
    await queueLowStockCrossings(tx, moved, mail.publicUrl);
    await recordActivity(tx, {
      actorId: change.actorId,
      action: 'order.status',
      subject: orderSubject(id),
      detail: describeChanges([
        {
          label: 'Estado',
          before: orderStatusLabel(before.status, before.deliveryMethod),
          after: orderStatusLabel(change.status, before.deliveryMethod),
        },
      ]),
    });
    // An order taken by phone without an e-mail is told nothing.
    const notify =
      change.notify &&
      before.customerEmail.trim() !== '' &&
      before.status !== change.status &&
      NOTIFIED_STATUSES.includes(change.status);
    if (notify) {
      const message = orderStatusMail(
        { ...before, id, status: change.status },
        mail.shop,
        mail.publicUrl,
      );
      await tx.insert(mailQueue).values({ ...message, nextAttemptAt: new Date() });
    }
    return { found: true, notified: notify };
  });
}
