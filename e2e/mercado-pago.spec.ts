import { randomUUID } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import type { CustomerOrder } from '#shared/customer-order';
import { formatMoney } from '#shared/format';
import { paymentDayText } from '#shared/order-payments';
import { shopToday } from '#shared/shop-clock';
import { MERCADO_PAGO_MESSAGES } from '#shared/payments/mercado-pago';
import { SETTINGS_MESSAGES, type ShopSettings } from '#shared/settings';
import {
  E2E_MERCADO_PAGO,
  addToCart,
  failOnConsoleError,
  isPhone,
  openAdminPage,
  orderableProduct,
  signInAsAdmin,
  withSettingsLock,
} from './helpers';

/**
 * Mercado Pago Checkout Pro against the local fake the e2e server starts
 * (test/servers/mercado-pago-e2e.ts): its checkout page plays Mercado Pago's, signs and sends
 * the notification to the shop and sends the shopper back. In the catalogue-admin projects
 * (playwright.config.ts): the second test saves the shop settings.
 */

test.beforeEach(({ page }) => failOnConsoleError(page));

/** The Checkout Pro preference the fake keeps, read as Mercado Pago's API answers it. */
async function preferenceOf(page: Page, checkoutUrl: string) {
  const id = new URL(checkoutUrl).searchParams.get('pref_id');
  const response = await page.request.get(`${E2E_MERCADO_PAGO.url}/checkout/preferences/${id}`, {
    headers: { authorization: `Bearer ${E2E_MERCADO_PAGO.accessToken}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { payment_methods?: { installments?: number } };
}

test('a shopper pays with Mercado Pago at checkout, comes back to a paid order, and the owner sees the payment', async ({
  page,
}, testInfo) => {
  const product = await orderableProduct(page.request, 1);
  await addToCart(page, [product]);

  await page.goto('/checkout');
  await expect(page.getByRole('list', { name: 'Productos del pedido' })).toContainText(
    product.name,
  );
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const name = `Cliente MP ${testInfo.project.name} ${randomUUID().slice(0, 6)}`;
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill(name);
  await page
    .getByRole('textbox', { name: 'Email' })
    .fill(`mp-${testInfo.project.name}@example.com`);
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('11 2345-6789');
  await page
    .getByRole('textbox', { name: 'Dirección de entrega' })
    .fill('Ruta 192 km 30, Loma Verde');
  // Transfer or cash is the default; Mercado Pago is offered because the server is configured.
  const choice = page.getByRole('group', { name: '¿Cómo vas a pagar?' });
  await expect(choice.getByRole('radio', { name: /^Transferencia o efectivo/ })).toBeChecked();
  const mercadoPago = choice.getByRole('radio', { name: /^Pagar ahora con Mercado Pago/ });
  await mercadoPago.check();
  await expect(choice).toContainText(/Hasta \d+ cuotas/);
  await page.getByRole('button', { name: 'Confirmar Pedido' }).click();

  // Mercado Pago's checkout (the fake's page behind init_point).
  await page.waitForURL((url) => url.origin === E2E_MERCADO_PAGO.url);
  expect(page.url().startsWith(`${E2E_MERCADO_PAGO.url}/checkout/v1/redirect?pref_id=`)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Mercado Pago (simulado)' })).toBeVisible();
  await expect(page.getByRole('listitem')).toContainText([product.name]);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();

  // Back on the order page, already paid: the notification was recorded before the redirect.
  await expect(page).toHaveURL(/\/pedido\/[\w-]+\?.*payment_id=\d+/);
  const back = new URL(page.url());
  const paymentId = back.searchParams.get('payment_id');
  const token = back.pathname.replace('/pedido/', '');
  const order = (await (
    await page.request.get(`/api/orders/by-token/${token}`)
  ).json()) as CustomerOrder;
  expect(order).toMatchObject({ paymentStatus: 'paid', balanceDue: 0 });
  expect(order.payment.choice).toBe('mercado_pago');
  await expect(page.getByRole('heading', { level: 1, name: `Pedido #${order.id}` })).toBeVisible();
  await expect(page.getByText('Pago', { exact: true }).locator('..')).toContainText('Pagado');
  await expect(page.getByRole('alert').filter({ hasText: 'Mercado Pago' })).toHaveText(
    'Último pago con Mercado Pago: aprobado.',
  );
  const payments = page.getByRole('region', { name: 'Pagos' });
  await expect(payments.getByRole('listitem')).toHaveText([
    `${paymentDayText(shopToday())} · Mercado Pago${formatMoney(order.totalAmount)}`,
  ]);
  await expect(payments).toContainText(`Saldo${formatMoney(0)}`);
  await expect(page.getByRole('button', { name: 'Pagar con Mercado Pago' })).toHaveCount(0);

  // The owner finds the payment on the order, recorded by Mercado Pago with its number.
  await signInAsAdmin(page);
  await openAdminPage(page, 'Pedidos', /\/admin\/pedidos$/);
  await page.getByRole('textbox', { name: 'Buscar' }).fill(`#${order.id}`);
  const row = page
    .getByRole('table', { name: 'Pedidos' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText('Pagado');
  await row.getByRole('button', { name: `Pagos del pedido #${order.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Detalles del Pedido #${order.id}` });
  await expect(dialog.getByRole('status', { name: 'Estado del pago' })).toContainText('Pagado');
  const recorded = dialog.getByRole('list', { name: 'Pagos registrados' }).getByRole('listitem');
  await expect(recorded).toHaveCount(1);
  await expect(recorded).toContainText(`${formatMoney(order.totalAmount)} · Mercado Pago`);
  await expect(recorded).toContainText(`Ref. Mercado Pago n.º ${paymentId}`);
  await expect(recorded).toContainText('registró Mercado Pago');
  // Mercado Pago's rows are read-only: nobody is offered to delete them.
  await expect(recorded.getByRole('button', { name: /^Eliminar pago de/ })).toHaveCount(0);

  // The order is cancelled after it was paid: its Pagos show the money a devolver.
  const cancelled = await page.request.patch(`/api/admin/orders/${order.id}/status`, {
    data: { status: 'cancelled', notify: false },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.reload();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(`#${order.id}`);
  await row.getByRole('button', { name: `Pagos del pedido #${order.id}` }).click();
  const refund = formatMoney(order.totalAmount);
  await expect(dialog.getByText('A devolver', { exact: true }).locator('..')).toHaveText(
    `A devolver${refund}`,
  );
  await expect(dialog.getByRole('alert').filter({ hasText: 'a devolver' })).toHaveText(
    `El pedido está cancelado y tiene ${refund} pagados: a devolver al cliente.`,
  );
  await expect(recorded.getByRole('button', { name: /^Eliminar pago de/ })).toHaveCount(0);
  await dialog.getByRole('region', { name: 'Pagos' }).scrollIntoViewIfNeeded();
  await page.screenshot({
    path: testInfo.outputPath(`mercado-pago-a-devolver-${testInfo.project.name}.png`),
  });
});

/** Configuración de la tienda, once its Pagos card is drawn. */
async function settingsForm(page: Page) {
  const form = page.getByRole('form', { name: 'Configuración de la tienda' });
  await expect(form.getByRole('heading', { level: 2, name: 'Pagos' })).toBeVisible();
  return form;
}

test('the owner sees Mercado Pago configured and caps the cuotas, typed key by key, for the next checkout', async ({
  page,
}) => {
  // It may wait for the shop settings journey to finish saving (withSettingsLock).
  test.slow();
  await signInAsAdmin(page);
  await openAdminPage(page, 'Configuración', /\/admin\/configuracion$/);
  let form = await settingsForm(page);
  await expect(form.getByRole('status').filter({ hasText: 'Mercado Pago' })).toHaveText(
    MERCADO_PAGO_MESSAGES.configured,
  );
  const capLabel = 'Cuotas máximas';
  const discountLabel = 'Descuento por transferencia o efectivo (%)';
  await expect(form.getByRole('textbox', { name: discountLabel })).toHaveValue('0');

  // Key by key, as a person types; out of range and too many decimals are refused on leaving.
  const cap = form.getByRole('textbox', { name: capLabel });
  await cap.clear();
  await cap.pressSequentially('25');
  await cap.press('Tab');
  await expect(form.getByText('Debe ser como máximo 24')).toBeVisible();
  const discount = form.getByRole('textbox', { name: discountLabel });
  await discount.clear();
  await discount.pressSequentially('10,555');
  await discount.press('Tab');
  await expect(form.getByText(/^Admite hasta 2 decimales/)).toBeVisible();
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(form.getByText(SETTINGS_MESSAGES.saveError)).toBeVisible();
  // The phone checks the card; the desktop saves, as in the shop settings journey.
  if (isPhone(page)) return;

  await withSettingsLock(async () => {
    // Loaded again inside the lock: the form saves every setting it shows.
    await page.reload();
    form = await settingsForm(page);
    const original = (await (await page.request.get('/api/settings')).json()) as ShopSettings;
    try {
      await form.getByRole('textbox', { name: capLabel }).clear();
      await form.getByRole('textbox', { name: capLabel }).pressSequentially('18');
      await form.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText(SETTINGS_MESSAGES.saved)).toBeVisible();
      await page.reload();
      await expect((await settingsForm(page)).getByRole('textbox', { name: capLabel })).toHaveValue(
        '18',
      );

      // The next order paid with Mercado Pago offers at most 18 cuotas.
      const product = await orderableProduct(page.request, 1);
      const placed = await page.request.post('/api/orders', {
        data: {
          idempotencyKey: randomUUID(),
          customer: {
            name: 'Cliente Cuotas',
            email: 'cuotas@example.com',
            phone: '11 2345-6789',
            address: 'Ruta 192 km 30',
            comments: '',
          },
          paymentChoice: 'mercado_pago',
          items: [{ productId: product.id, quantity: 1, squareMeters: 0, includeWaste: false }],
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const { orderPage } = (await placed.json()) as { orderPage: string };
      await page.goto(orderPage);
      await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
      await page.waitForURL((url) => url.origin === E2E_MERCADO_PAGO.url);
      expect((await preferenceOf(page, page.url())).payment_methods?.installments).toBe(18);
      await expect(page.getByRole('combobox', { name: 'Cuotas' }).locator('option')).toHaveCount(
        18,
      );
    } finally {
      const current = (await (await page.request.get('/api/settings')).json()) as ShopSettings;
      const restored = await page.request.put('/api/admin/settings', {
        data: { ...current, payments: original.payments },
      });
      expect(restored.ok()).toBe(true);
    }
  });
});
