import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { customerRecords, orders } from '#server/db/schema';
import { paidAmountSql } from '../orders/order-detail';

export type CustomerOrderRow = Awaited<ReturnType<typeof customerOrderRows>>[number];

/** Every order's customer fields and amounts, newest first: customers are made of these. */
export async function customerOrderRows(db: Db) {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      name: orders.customerName,
      email: orders.customerEmail,
      phone: orders.customerPhone,
      address: orders.customerAddress,
      status: orders.status,
      totalAmount: orders.totalAmount,
      paid: paidAmountSql,
    })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => ({ ...row, paid: Number(row.paid) }));
}

export type CustomerRecord = typeof customerRecords.$inferSelect;

export async function customerRecordRows(db: Db): Promise<CustomerRecord[]> {
  return db.select().from(customerRecords);
}

export async function saveCustomerRecord(
  db: Db,
  record: Omit<CustomerRecord, 'updatedAt'>,
): Promise<void> {
  const { notes, professional, discountPercentage, updatedBy } = record;
  await db
    .insert(customerRecords)
    .values(record)
    .onConflictDoUpdate({
      target: customerRecords.key,
      set: { notes, professional, discountPercentage, updatedBy, updatedAt: new Date() },
    });
}

export async function customerRecordOf(db: Db, key: string): Promise<CustomerRecord | null> {
  const [record] = await db.select().from(customerRecords).where(eq(customerRecords.key, key));
  return record ?? null;
}
