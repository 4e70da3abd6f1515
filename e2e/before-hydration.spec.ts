import { type Page, expect, test } from '@playwright/test';
import type { ProductListResponse } from '#shared/catalog-query';
import { failOnConsoleError, isPhone } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

/**
 * A slow device: the CPU throttled as Lighthouse does (4× desktop, 6× phone). Everything the test
 * does then runs that much slower (typing five letters takes seconds on a loaded CI machine, with
 * the trace recording), so a test that throttles has three times the usual time.
 */
async function throttle(page: Page) {
  test.slow();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: isPhone(page) ? 6 : 4 });
}

/** The page is the browser's: React took the server's markup over. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

test('text typed into the search box as soon as the list arrives survives hydration and is searched', async ({
  page,
}) => {
  await throttle(page);
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.goto('/productos', { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('combobox', { name: 'Buscar productos' });
    await search.click();
    await page.keyboard.type('cedro');
    await hydrated(page);
    await expect(search, `attempt ${attempt}`).toHaveValue('cedro');
    await expect(search, `attempt ${attempt}`).toBeFocused();
    await expect(page).toHaveURL(/buscar=cedro/);
  }
});

test('the search box is a form that searches without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/productos');
  await page.getByRole('combobox', { name: 'Buscar productos' }).fill('porcelanato');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/productos\?buscar=porcelanato/);
  await expect(page.getByRole('combobox', { name: 'Buscar productos' })).toHaveValue('porcelanato');
  await context.close();
});

test('"Agregar al carrito" tapped as soon as a product page arrives is not lost', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/products?page=1')).json()) as ProductListResponse;
  const product = list.items[0];
  if (!product) throw new Error('no products');
  await throttle(page);
  for (let attempt = 1; attempt <= 3; attempt++) {
    // As soon as the page is parsed: the app is still loading (later than 'load' would also do).
    await page.goto(`/producto/${product.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await hydrated(page);
    const cart = page.getByRole('banner').getByRole('link', { name: /^Carrito/ });
    await expect(cart, `attempt ${attempt}`).toHaveAccessibleName(`Carrito, ${attempt}`);
  }
});
