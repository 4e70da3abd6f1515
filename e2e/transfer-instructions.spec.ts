import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { CustomerOrder } from '#shared/customer-order';
import { formatMoney } from '#shared/format';
import type { ShopSettings } from '#shared/settings';
import {
  E2E_ADMIN,
  addToCart,
  failOnConsoleError,
  orderableProduct,
  withSettingsLock,
} from './helpers';

/**
 * A shopper who pays by transfer reads where to transfer and how much right where the order
 * ends: the thank-you screen and the order's own page give the shop's bank details and the exact
 * amount, the same as the order e-mail. In the catalogue-admin projects (playwright.config.ts):
 * it saves the shop's transfer details, under the settings lock, and puts them back.
 */

test.beforeEach(({ page }) => failOnConsoleError(page));

const TRANSFER = {
  holder: 'Cerámicos Ruta 192 SRL',
  cuit: '30-71234567-1',
  cbu: '2850590940090418135201',
  alias: 'ceramicos.ruta192',
  bank: 'Banco Nación',
};

test('a shopper paying by transfer reads the bank details and the exact amount on the thank-you screen and the order page', async ({
  page,
}, testInfo) => {
  await withSettingsLock(async () => {
    expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
    const original = (await (await page.request.get('/api/settings')).json()) as ShopSettings;
    try {
      const saved = await page.request.put('/api/admin/settings', {
        data: { ...original, transfer: TRANSFER },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);

      const product = await orderableProduct(page.request, 1);
      await addToCart(page, [product]);
      await page.goto('/checkout');
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page
        .getByRole('textbox', { name: 'Nombre completo' })
        .fill(`Cliente Transferencia ${testInfo.project.name} ${randomUUID().slice(0, 6)}`);
      await page
        .getByRole('textbox', { name: 'Email' })
        .fill(`transferencia-${testInfo.project.name}@example.com`);
      await page.getByRole('textbox', { name: 'Teléfono' }).fill('11 2345-6789');
      await page
        .getByRole('textbox', { name: 'Dirección de entrega' })
        .fill('Ruta 192 km 30, Loma Verde');
      await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
      await expect(page.getByRole('heading', { name: '¡Gracias por tu pedido!' })).toBeVisible();

      const thanks = page.getByRole('region', { name: 'Pagá por transferencia' });
      await expect(thanks).toContainText(TRANSFER.cbu);
      await expect(thanks).toContainText(TRANSFER.alias);
      await expect(thanks).toContainText(TRANSFER.holder);
      const link = page.getByRole('link', { name: 'Ver mi pedido' });
      const token = ((await link.getAttribute('href')) ?? '').replace(/^.*\/pedido\//, '');
      const order = (await (
        await page.request.get(`/api/orders/by-token/${token}`)
      ).json()) as CustomerOrder;
      expect(order.balanceDue).toBeGreaterThan(0);
      await expect(thanks).toContainText(formatMoney(order.balanceDue));
      await page.screenshot({ path: testInfo.outputPath('gracias.png'), fullPage: true });

      await link.click();
      await expect(page).toHaveURL(new RegExp(`/pedido/${token}`));
      const onPage = page.getByRole('region', { name: 'Pagá por transferencia' });
      await expect(onPage).toContainText(formatMoney(order.balanceDue));
      await expect(onPage).toContainText(TRANSFER.cbu);
      await expect(onPage).toContainText(TRANSFER.bank);
      await page.screenshot({ path: testInfo.outputPath('pedido.png'), fullPage: true });
    } finally {
      expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
      const current = (await (await page.request.get('/api/settings')).json()) as ShopSettings;
      const restored = await page.request.put('/api/admin/settings', {
        data: { ...current, transfer: original.transfer },
      });
      expect(restored.ok()).toBe(true);
    }
  });
});
