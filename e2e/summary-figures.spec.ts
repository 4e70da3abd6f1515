import { randomUUID } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { shopToday } from '#shared/shop-clock';
import { failOnConsoleError, orderableProduct, signInAsAdmin } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

/** An order of today, placed through the shop's API, with a seña recorded today. */
async function orderWithPayment(page: Page) {
  const product = await orderableProduct(page.request, 2);
  const placed = await page.request.post('/api/orders', {
    data: {
      idempotencyKey: randomUUID(),
      customer: {
        name: 'Cliente Cifras',
        email: `cifras.${Date.now()}@example.com`,
        phone: '11 4444-1234',
        address: 'Ruta 192 km 30',
        comments: '',
        deliveryMethod: 'pickup',
      },
      items: [{ productId: product.id, quantity: 2, squareMeters: 0, includeWaste: false }],
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number };
  const paid = await page.request.post(`/api/admin/orders/${order.id}/payments`, {
    data: { amount: 1000, date: shopToday(), method: 'efectivo' },
  });
  expect(paid.status()).toBe(201);
}

/** Every axis label of every chart lies whole inside its chart: none is clipped by the edges. */
async function cutAxisLabels(page: Page): Promise<string[]> {
  return page.locator('svg').evaluateAll((svgs) =>
    svgs.flatMap((svg) => {
      const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('.MuiChartsAxis-tickLabel')].flatMap((label) => {
        const r = label.getBoundingClientRect();
        const inside =
          r.left >= box.left - 1 &&
          r.right <= box.right + 1 &&
          r.top >= box.top - 1 &&
          r.bottom <= box.bottom + 1;
        return inside || r.width === 0 ? [] : [label.textContent ?? ''];
      });
    }),
  );
}

test('the Resumen says what "Ventas" counts, shows "Cobrado" beside it, tells the same figure in its chart, and cuts no axis label', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  await orderWithPayment(page);
  await page.goto('/admin/resumen');
  await expect(page.getByRole('heading', { name: 'Resumen', level: 1 })).toBeVisible();
  const caption = page.getByRole('list', { name: 'Qué cuentan las cifras' });
  await expect(caption).toContainText(
    'Ventas: pedidos no cancelados hechos en el período, con sus descuentos aplicados y sin el costo de envío.',
  );
  await expect(caption).toContainText('Cobrado: pagos recibidos en el período');

  // Today, this month and the range each show Ventas and Cobrado side by side.
  await expect(
    page.getByRole('link', { name: /^Ventas \$ [\d.,]+ con descuentos, sin envío$/ }),
  ).toHaveCount(3);
  await expect(page.getByText('Cobrado', { exact: true })).toHaveCount(3);

  // The range of today alone: its one bar tells the card's figure.
  const today = shopToday();
  const range = page.getByRole('search', { name: 'Rango del resumen' });
  await range.getByLabel('Desde').fill(today);
  await expect(
    page.getByRole('region', { name: 'Ventas por período' }).locator('.MuiBarElement-root'),
  ).toHaveCount(1);
  const sales = page.getByRole('link', { name: /^Ventas / }).last();
  const figure = (await sales.locator('p').nth(1).textContent()) ?? '';
  expect(figure).toMatch(/^\$ /);
  await page
    .getByRole('region', { name: 'Ventas por período' })
    .locator('.MuiBarElement-root')
    .hover();
  await expect(page.locator('.MuiChartsTooltip-root')).toContainText(figure);

  // Back to the whole month: many days, long amounts, and no label cut at either size.
  await range.getByLabel('Desde').fill(`${today.slice(0, 8)}01`);
  await expect(page.getByRole('region', { name: 'Ventas por categoría' })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({
    path: testInfo.outputPath(`resumen-${testInfo.project.name}.png`),
    fullPage: true,
  });
  expect(await cutAxisLabels(page)).toEqual([]);
});
