import { randomUUID } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { formatMoney } from '#shared/format';
import { failOnConsoleError, isPhone, orderableProduct, signInAsAdmin } from './helpers';

/**
 * Giving money back from the order's Pagos: part of a Mercado Pago payment through Mercado Pago's
 * refunds API (the local fake the e2e server starts answers it and sends the notification), then
 * the rest, and a cash refund recorded by hand with its reference. The rules (twice, at once,
 * notification first, too much) are proved by the API tests; this is the staff's journey.
 */

test.beforeEach(({ page }) => failOnConsoleError(page));

/** An order paid in full on the fake's Mercado Pago checkout page. */
async function paidWithMercadoPago(page: Page, name: string) {
  const product = await orderableProduct(page.request, 1);
  const placed = await page.request.post('/api/orders', {
    data: {
      idempotencyKey: randomUUID(),
      paymentChoice: 'mercado_pago',
      customer: {
        name,
        phone: '11 2345-6789',
        email: 'devoluciones@example.com',
        address: 'Ruta 192 km 30',
        comments: '',
      },
      items: [{ productId: product.id, quantity: 1, squareMeters: 0, includeWaste: false }],
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; totalAmount: number; orderPage: string };
  const token = order.orderPage.replace('/pedido/', '');
  const checkout = await page.request.post(`/api/payments/orders/${token}/mercado-pago`);
  expect(checkout.status()).toBe(200);
  await page.goto(((await checkout.json()) as { url: string }).url);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/pedido\/[\w-]+\?.*payment_id=\d+/);
  return order;
}

test(
  'staff give back part of a Mercado Pago payment, then the rest, and record a cash refund with its reference',
  { tag: '@una-medida' },
  async ({ page }, testInfo) => {
    const name = `Cliente Devolución ${testInfo.project.name} ${randomUUID().slice(0, 6)}`;
    const order = await paidWithMercadoPago(page, name);
    expect(order.totalAmount).toBeGreaterThan(5_000);

    await signInAsAdmin(page);
    await page.goto('/admin/pedidos');
    await page.getByRole('textbox', { name: 'Buscar' }).fill(`#${order.id}`);
    const row = page
      .getByRole('table', { name: 'Pedidos' })
      .getByRole('row')
      .filter({ hasText: name });
    await row.getByRole('button', { name: `Pagos del pedido #${order.id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Detalles del Pedido #${order.id}` });
    const pagos = dialog.getByRole('region', { name: 'Pagos' });
    const state = pagos.getByRole('status', { name: 'Estado del pago' });
    await expect(state).toContainText('Pagado');
    const recorded = pagos.getByRole('list', { name: 'Pagos registrados' }).getByRole('listitem');
    const total = formatMoney(order.totalAmount);

    // Part of it, typed es-AR key by key.
    await recorded.getByRole('button', { name: `Devolver pago de ${total}` }).click();
    const refund = page.getByRole('dialog', { name: 'Devolver por Mercado Pago' });
    const amount = refund.getByRole('textbox', { name: 'Monto a devolver' });
    await expect(amount).toHaveValue(formatMoney(order.totalAmount).replace('$ ', ''));
    await amount.fill('');
    await amount.pressSequentially('5.000');
    await page.screenshot({ path: `/tmp/shots/refunds/devolver-${testInfo.project.name}.png` });
    await refund.getByRole('button', { name: 'Devolver' }).click();
    await expect(refund).toBeHidden();
    await expect(recorded).toHaveCount(2);
    await expect(recorded.filter({ hasText: 'devolución n.º' })).toContainText(
      `${formatMoney(-5_000)} · Mercado Pago`,
    );
    await expect(state).toContainText('Seña');
    await expect(pagos).toContainText(`Saldo${formatMoney(5_000)}`);
    // Mercado Pago's rows stay read-only.
    await expect(recorded.getByRole('button', { name: /^Eliminar pago de/ })).toHaveCount(0);

    // The rest: the dialog offers what is left.
    await recorded.getByRole('button', { name: `Devolver pago de ${total}` }).click();
    await expect(amount).toHaveValue(formatMoney(order.totalAmount - 5_000).replace('$ ', ''));
    await refund.getByRole('button', { name: 'Devolver' }).click();
    await expect(refund).toBeHidden();
    await expect(state).toContainText('Pendiente');
    await expect(recorded.getByRole('button', { name: /^Devolver pago/ })).toHaveCount(0);

    // Cash taken at the counter, then given back by hand with its receipt.
    const form = pagos.getByRole('form', { name: 'Registrar pago' });
    await form.getByRole('textbox', { name: 'Monto' }).pressSequentially('1.500,50');
    await form.getByRole('combobox', { name: /Método de pago/ }).click();
    await page.getByRole('option', { name: 'Efectivo' }).click();
    await form.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(state).toContainText('Seña');
    await pagos.getByRole('button', { name: 'Registrar devolución' }).click();
    const manual = page.getByRole('form', { name: 'Registrar devolución' });
    await manual.getByRole('textbox', { name: 'Monto devuelto' }).pressSequentially('1.500,50');
    await manual.getByRole('combobox', { name: /Cómo se devolvió/ }).click();
    await page.getByRole('option', { name: 'Efectivo' }).click();
    await manual.getByRole('button', { name: 'Registrar devolución' }).click();
    await expect(manual.getByRole('alert')).toHaveText(
      'Escribí la referencia de la devolución (n.º de transferencia o recibo), en una sola línea.',
    );
    await manual.getByRole('textbox', { name: 'Referencia' }).fill('Recibo 0012');
    await manual.getByRole('button', { name: 'Registrar devolución' }).click();
    await expect(manual).toBeHidden();
    await expect(recorded.filter({ hasText: 'Recibo 0012' })).toContainText(
      `${formatMoney(-1_500.5)} · Efectivo`,
    );
    await expect(state).toContainText('Pendiente');
    await expect(pagos).toContainText(`Saldo${total}`);
    await pagos.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `/tmp/shots/refunds/pagos-${testInfo.project.name}.png`,
      fullPage: !isPhone(page),
    });
  },
);
