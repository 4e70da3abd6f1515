import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { type DeliveryZoneRow, deliveryDaysText, deliveryZoneFor } from '#shared/delivery';
import { formatMoney } from '#shared/format';
import {
  E2E_ADMIN,
  failOnConsoleError,
  orderableProduct,
  signInAsAdmin,
  waitForHydration,
} from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

const SHOTS = '/tmp/shots/delivery';

test('a shopper typing 6700 sees the price and the delivery time of Luján; outside every zone, a WhatsApp link with the place', async ({
  page,
  request,
}, testInfo) => {
  mkdirSync(SHOTS, { recursive: true });
  const { zones } = (await (await request.get('/api/delivery-zones')).json()) as {
    zones: DeliveryZoneRow[];
  };
  // The demo prices the shop's own area: 6700 falls in the zone of partido Luján.
  const zone = deliveryZoneFor(zones, { method: 'shipping', postalCode: '6700' });
  if (!zone) throw new Error('the demo shop prices no zone for 6700');
  expect(zone.value).toBe('Luján');
  const product = await orderableProduct(request, 1);

  await page.goto(`/producto/${product.id}`);
  await waitForHydration(page);
  const quote = page.getByRole('form', { name: 'Calculá el envío' });
  const field = quote.getByRole('textbox', { name: 'Código postal o partido' });
  await field.pressSequentially('6700');
  await quote.getByRole('button', { name: 'Calcular' }).click();
  await expect(quote).toContainText(
    `Envío a CP 6700: ${formatMoney(zone.price)} (${deliveryDaysText(zone)})`,
  );
  await quote.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/quote-priced-${testInfo.project.name}.png` });

  // Outside every zone: "a convenir", and WhatsApp's link carries the place.
  await field.clear();
  await field.pressSequentially('9410');
  await quote.getByRole('button', { name: 'Calcular' }).click();
  await expect(quote).toContainText('Envío a CP 9410: a convenir');
  const whatsapp = quote.getByRole('link', { name: 'Cotizá el envío por WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', /wa\.me\/.*CP%209410/);
  await page.screenshot({ path: `${SHOTS}/quote-whatsapp-${testInfo.project.name}.png` });

  // The cart carries the cart's own link in the message, and the price of 6700 again.
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText('Producto agregado al carrito')).toBeVisible();
  await page.goto('/carrito');
  const summary = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(summary.getByRole('link', { name: 'Cotizá el envío por WhatsApp' })).toHaveAttribute(
    'href',
    /carrito%3F/,
  );
  const cartField = summary.getByRole('textbox', { name: 'Código postal o partido' });
  await cartField.clear();
  await cartField.pressSequentially('B6700ABC');
  await summary.getByRole('button', { name: 'Calcular' }).click();
  await expect(summary).toContainText(`Envío a CP 6700${formatMoney(zone.price)}`);
  await expect(summary).toContainText(`El envío ${deliveryDaysText(zone)}.`);
  await summary.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/cart-${testInfo.project.name}.png` });
});

test(
  'staff price an "a convenir" delivery later: the total follows and the history says who and why',
  { tag: '@una-medida' },
  async ({ page }, testInfo) => {
    mkdirSync(SHOTS, { recursive: true });
    expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
    const product = await orderableProduct(page.request, 1);
    const name = `Entrega ${randomUUID().slice(0, 8)}`;
    const placed = await page.request.post('/api/orders', {
      data: {
        idempotencyKey: randomUUID(),
        customer: {
          name,
          email: 'entrega@example.com',
          phone: '11 5555-1234',
          address: 'Ruta 40 km 3000',
          deliveryMethod: 'shipping',
          postalCode: '9410',
          comments: '',
        },
        items: [{ productId: product.id, quantity: 1, squareMeters: 0, includeWaste: false }],
      },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as { id: number; totalAmount: number };

    await signInAsAdmin(page);
    await page.goto('/admin/pedidos');
    await page.getByRole('textbox', { name: 'Buscar' }).fill(`#${order.id}`);
    const row = page
      .getByRole('table', { name: 'Pedidos' })
      .getByRole('row')
      .filter({ hasText: name });
    await row.getByRole('button', { name: `Ver detalles del pedido #${order.id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Detalles del Pedido #${order.id}` });
    await expect(dialog).toContainText('Costo: A convenir · Fecha a coordinar');
    await dialog.getByRole('button', { name: 'Cambiar entrega' }).click();

    const form = page.getByRole('form', { name: 'Cambiar entrega' });
    await form.getByRole('textbox', { name: 'Costo de envío ($)' }).pressSequentially('20.000,50');
    await form.getByLabel('Fecha de entrega').fill('2026-12-10');
    await form.getByRole('textbox', { name: 'Motivo' }).pressSequentially('Cotizado por teléfono');
    await expect(form.getByRole('status')).toContainText(
      `Nuevo total: ${formatMoney(order.totalAmount + 20000.5)}`,
    );
    await page.screenshot({ path: `${SHOTS}/change-delivery-${testInfo.project.name}.png` });
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form).toBeHidden();

    await expect(dialog).toContainText(`Costo: ${formatMoney(20000.5)} · El 10/12/2026`);
    await expect(dialog.getByRole('list', { name: 'Notas internas' })).toContainText(
      'Motivo: Cotizado por teléfono',
    );
    await expect(dialog).toContainText(formatMoney(order.totalAmount + 20000.5));
    await page.screenshot({ path: `${SHOTS}/order-detail-${testInfo.project.name}.png` });
  },
);
