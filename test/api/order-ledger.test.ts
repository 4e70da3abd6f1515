import { afterAll, beforeAll, expect, it } from 'vitest';
import { AdminOrderDetailSchema } from '#shared/admin-order-detail';
import type { CustomerDetail, CustomerList } from '#shared/customers/customers';
import { shopToday } from '#shared/shop-clock';
import type { Summary } from '#shared/summary/summary';
import { type TestApp, createTestApp } from '../app';
import { parseCsv } from '../csv';
import { describeEachEngine } from '../engines';
import { createOrder } from '../factories';

describeEachEngine(
  'the order ledger: saldo a favor and a devolver, the same everywhere',
  (engine) => {
    let t: TestApp;
    let editor: string;
    const email = 'saldo.favor@example.com';
    const ids = { overpaid: 0, cancelledPaid: 0, cancelledUnpaid: 0 };

    const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: editor }, ...(payload ? { payload } : {}) });
    const detail = async (id: number) =>
      AdminOrderDetailSchema.parse((await send('GET', `/api/admin/orders/${id}`)).json());
    const pay = async (id: number, amount: number) => {
      const response = await send('POST', `/api/admin/orders/${id}/payments`, {
        amount,
        date: shopToday(),
        method: 'transferencia',
      });
      expect(response.statusCode).toBe(201);
    };
    const cancel = async (id: number) => {
      const response = await send('PATCH', `/api/admin/orders/${id}/status`, {
        status: 'cancelled',
      });
      expect(response.statusCode).toBe(200);
    };

    beforeAll(async () => {
      t = await createTestApp(engine);
      editor = (await t.signIn('editor')).cookie;
      const customer = { customerName: 'Saldo Favor', customerEmail: email };
      // Each order totals 20.000 (two lines of 10.000).
      ids.overpaid = (await createOrder(t.db, customer)).id;
      ids.cancelledPaid = (await createOrder(t.db, customer)).id;
      ids.cancelledUnpaid = (await createOrder(t.db, customer)).id;
      await pay(ids.overpaid, 25_000);
      await pay(ids.cancelledPaid, 8_000);
      await cancel(ids.cancelledPaid);
      await cancel(ids.cancelledUnpaid);
    });
    afterAll(async () => {
      await t.close();
    });

    it('shows a payment beyond the total as saldo a favor, and a cancelled order owing nothing', async () => {
      expect(await detail(ids.overpaid)).toMatchObject({
        paidAmount: 25_000,
        balanceDue: -5_000,
        customerCredit: 5_000,
        refundDue: 0,
        paymentStatus: 'paid',
      });
      expect(await detail(ids.cancelledPaid)).toMatchObject({
        balanceDue: -8_000,
        customerCredit: 0,
        refundDue: 8_000,
      });
      expect(await detail(ids.cancelledUnpaid)).toMatchObject({
        balanceDue: 0,
        customerCredit: 0,
        refundDue: 0,
      });
    });

    it('writes the same figures in the orders export', async () => {
      const today = shopToday();
      const response = await send(
        'GET',
        `/api/admin/orders/export?format=csv&from=${today}&to=${today}`,
      );
      expect(response.statusCode).toBe(200);
      const [header, ...rows] = parseCsv(response.body.slice(1));
      const byId = new Map(
        rows.map((row) => [Number(row[0]), Object.fromEntries(header!.map((h, i) => [h, row[i]]))]),
      );
      const figures = (id: number) => {
        const row = byId.get(id);
        return [row?.Saldo, row?.['Saldo a favor del cliente'], row?.['A devolver']];
      };
      expect(figures(ids.overpaid)).toEqual(['0', '5000', '0']);
      expect(figures(ids.cancelledPaid)).toEqual(['0', '0', '8000']);
      expect(figures(ids.cancelledUnpaid)).toEqual(['0', '0', '0']);
    });

    it('adds them up per customer in Clientes and for the shop in Resumen', async () => {
      const list = (
        await send('GET', `/api/admin/customers?q=${encodeURIComponent(email)}`)
      ).json<CustomerList>();
      expect(list.customers).toEqual([
        expect.objectContaining({ balance: 0, customerCredit: 5_000, refundDue: 8_000 }),
      ]);
      const key = encodeURIComponent(`email:${email}`);
      const customer = (await send('GET', `/api/admin/customers/${key}`)).json<CustomerDetail>();
      expect(customer.orderList.map((o) => [o.id, o.balance])).toEqual([
        [ids.cancelledUnpaid, { label: 'Saldo', amount: 0 }],
        [ids.cancelledPaid, { label: 'A devolver', amount: 8_000 }],
        [ids.overpaid, { label: 'Saldo a favor del cliente', amount: 5_000 }],
      ]);
      const today = shopToday();
      const summary = (
        await send('GET', `/api/admin/summary?from=${today}&to=${today}&by=day`)
      ).json<Summary>();
      expect(summary.balance).toEqual({ orders: 0, amount: 0 });
      expect(summary.customerCredit).toEqual({ orders: 1, amount: 5_000 });
      expect(summary.refundDue).toEqual({ orders: 1, amount: 8_000 });
    });

    it('stops showing a devolver once the money is given back by hand', async () => {
      const order = await createOrder(t.db, {
        customerName: 'Devuelto',
        customerEmail: 'dev@example.com',
      });
      await pay(order.id, 3_000);
      await cancel(order.id);
      expect((await detail(order.id)).refundDue).toBe(3_000);
      const refunded = await send('POST', `/api/admin/orders/${order.id}/refunds`, {
        amount: 3_000,
        date: shopToday(),
        method: 'transferencia',
        reference: 'TRF 4455',
      });
      expect(refunded.statusCode).toBe(201);
      expect(AdminOrderDetailSchema.parse(refunded.json())).toMatchObject({
        paidAmount: 0,
        balanceDue: 0,
        refundDue: 0,
        paymentStatus: 'pending',
      });
    });
  },
);
