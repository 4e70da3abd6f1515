import { customerKey } from '#shared/customers/customers';
import type {
  CustomerDetail,
  CustomerSummary,
  ProfessionalMatch,
} from '#shared/customers/customers';
import { balanceFigure, orderLedger } from '#shared/order-payments';
import { phoneKey } from '#shared/order-search';
import { sumMoney } from '#shared/money';
import { searchFold } from '#shared/search';
import type { Db } from '#server/db/client';
import {
  type CustomerOrderRow,
  type CustomerRecord,
  customerOrderRows,
  customerRecordOf,
  customerRecordRows,
} from './queries';

interface CustomerGroup {
  key: string;
  /** Newest first. */
  orders: CustomerOrderRow[];
}

/**
 * The orders grouped by customer: by e-mail; an order without one joins the customer whose
 * e-mail orders carry its phone (when exactly one does), else its phone is the customer.
 */
export function groupByCustomer(rows: CustomerOrderRow[]): CustomerGroup[] {
  const emailOfPhone = new Map<string, string | null>();
  for (const row of rows) {
    const key = customerKey(row.email, '');
    const phone = phoneKey(row.phone);
    if (!key || !phone) continue;
    const known = emailOfPhone.get(phone);
    emailOfPhone.set(phone, known === undefined || known === key ? key : null);
  }
  const groups = new Map<string, CustomerGroup>();
  for (const row of rows) {
    const phone = phoneKey(row.phone);
    const key = customerKey(row.email, row.phone) ?? `pedido:${row.id}`;
    const joined = key.startsWith('tel:') ? (emailOfPhone.get(phone) ?? key) : key;
    const group = groups.get(joined);
    if (group) group.orders.push(row);
    else groups.set(joined, { key: joined, orders: [row] });
  }
  return [...groups.values()].filter((group) => !group.key.startsWith('pedido:'));
}

const ledgerOf = (row: CustomerOrderRow) => orderLedger(row, row.paid);
const sumOf = (rows: CustomerOrderRow[], figure: (row: CustomerOrderRow) => number) =>
  sumMoney(rows.map(figure));

function summaryOf(group: CustomerGroup, record: CustomerRecord | undefined): CustomerSummary {
  const latest = group.orders[0];
  if (!latest) throw new Error('a customer without orders');
  const kept = group.orders.filter((row) => row.status !== 'cancelled');
  const withEmail = group.orders.find((row) => row.email.trim());
  return {
    key: group.key,
    name: latest.name,
    email: withEmail?.email.trim() ?? '',
    phone: latest.phone,
    orders: group.orders.length,
    totalBought: sumMoney(kept.map((row) => row.totalAmount)),
    balance: sumOf(group.orders, (row) => ledgerOf(row).owed),
    customerCredit: sumOf(group.orders, (row) => ledgerOf(row).customerCredit),
    refundDue: sumOf(group.orders, (row) => ledgerOf(row).refundDue),
    lastPurchaseAt: (kept[0] ?? latest).createdAt.toISOString(),
    professional: record?.professional ?? false,
    discountPercentage: record?.professional ? (record.discountPercentage ?? null) : null,
  };
}

function matches(customer: CustomerSummary, q: string): boolean {
  const folded = searchFold(q);
  const text = searchFold(`${customer.name} ${customer.email}`);
  if (folded && folded.split(' ').every((word) => text.includes(word))) return true;
  const digits = q.replace(/\D/g, '');
  return (
    digits.length >= 4 && /^[\d\s()+.-]+$/.test(q) && phoneKey(customer.phone).includes(phoneKey(q))
  );
}

/** Every customer, the latest buyer first; `q` filters by name, e-mail or phone. */
export async function listCustomers(db: Db, q = ''): Promise<CustomerSummary[]> {
  const [rows, records] = await Promise.all([customerOrderRows(db), customerRecordRows(db)]);
  const byKey = new Map(records.map((record) => [record.key, record]));
  const customers = groupByCustomer(rows)
    .map((group) => summaryOf(group, byKey.get(group.key)))
    .sort((a, b) => b.lastPurchaseAt.localeCompare(a.lastPurchaseAt));
  return q.trim() ? customers.filter((customer) => matches(customer, q.trim())) : customers;
}

export async function customerDetail(db: Db, key: string): Promise<CustomerDetail | null> {
  const [rows, records] = await Promise.all([customerOrderRows(db), customerRecordRows(db)]);
  const group = groupByCustomer(rows).find((g) => g.key === key);
  if (!group) return null;
  const record = records.find((r) => r.key === key);
  return {
    ...summaryOf(group, record),
    notes: record?.notes ?? '',
    addresses: [...new Set(group.orders.map((row) => row.address.trim()).filter(Boolean))],
    orderList: group.orders.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      totalAmount: row.totalAmount,
      balance: balanceFigure(ledgerOf(row)),
    })),
  };
}

/**
 * The profesional customer (with a discount) an order with this e-mail and phone would join:
 * the order is grouped with the others exactly as the customers list groups them (by e-mail,
 * else by phone, groupByCustomer), so the phone order's dialog and the order it places agree
 * with the Clientes screen. Null when that customer is not profesional or has no discount.
 */
export async function professionalCustomerFor(
  db: Db,
  email: string,
  phone: string,
): Promise<ProfessionalMatch['customer']> {
  const probe: CustomerOrderRow = {
    id: -1,
    createdAt: new Date(),
    name: '',
    email,
    phone,
    address: '',
    status: 'pending',
    totalAmount: 0,
    paid: 0,
  };
  const group = groupByCustomer([probe, ...(await customerOrderRows(db))]).find((g) =>
    g.orders.includes(probe),
  );
  if (!group) return null;
  const record = await customerRecordOf(db, group.key);
  if (!record?.professional || !record.discountPercentage) return null;
  const named = group.orders.find((row) => row !== probe);
  return {
    key: group.key,
    name: named?.name ?? '',
    discountPercentage: record.discountPercentage,
  };
}
