import { BALANCE_LABELS } from '#shared/order-payments';
import type { CustomerSummary } from '#shared/customers/customers';
import type { SheetTable } from '#server/lib/sheet-write';

/** The customers list as a spreadsheet (written by the orders export's CSV and XLSX writers). */
export function customerTable(customers: CustomerSummary[]): SheetTable {
  return {
    columns: [
      { header: 'Cliente', kind: 'text', width: 26 },
      { header: 'Email', kind: 'text', width: 28 },
      { header: 'Teléfono', kind: 'text', width: 16 },
      { header: 'Pedidos', kind: 'integer', width: 9 },
      { header: 'Total comprado', kind: 'money', width: 15 },
      { header: BALANCE_LABELS.owed, kind: 'money', width: 14 },
      { header: BALANCE_LABELS.customerCredit, kind: 'money', width: 14 },
      { header: BALANCE_LABELS.refundDue, kind: 'money', width: 14 },
      { header: 'Última compra', kind: 'date', width: 17 },
      { header: 'Profesional', kind: 'text', width: 11 },
      { header: 'Descuento %', kind: 'number', width: 10 },
    ],
    rows: customers.map((c) => [
      c.name,
      c.email,
      c.phone,
      c.orders,
      c.totalBought,
      c.balance,
      c.customerCredit,
      c.refundDue,
      new Date(c.lastPurchaseAt),
      c.professional ? 'Sí' : 'No',
      c.discountPercentage,
    ]),
  };
}
