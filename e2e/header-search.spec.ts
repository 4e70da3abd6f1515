import { type Browser, type Page, expect, test } from '@playwright/test';
import type { ProductListResponse } from '#shared/catalog-query';
import { failOnConsoleError, isPhone, waitForHydration } from './helpers';

/**
 * The top bar's search on every shopper's page: a field on a wide screen, an icon that
 * opens it on a phone; suggestions as the shopper types, Enter for the whole catalogue. A phone
 * runs with its CPU slowed four times, as a modest phone would.
 */

test.beforeEach(async ({ page }) => {
  failOnConsoleError(page);
  if (isPhone(page)) {
    test.slow();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
});

const FIELD = { name: 'Buscar en la tienda' } as const;
const OPENER = { name: 'Buscar productos' } as const;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
}

async function press(page: Page, name: string | RegExp, role: 'button' | 'option' = 'button') {
  const target = page.getByRole(role, { name });
  if (isPhone(page)) await target.tap();
  else await target.click();
}

/** The header's field, ready for typing: on a phone it is opened with its icon first. */
async function headerField(page: Page) {
  const field = page.getByRole('banner').getByRole('combobox', FIELD);
  if (isPhone(page)) {
    await expect(field).toBeHidden();
    await press(page, OPENER.name);
    await expect(field).toBeFocused();
  } else {
    await expect(page.getByRole('button', OPENER)).toBeHidden();
    await field.click();
  }
  return field;
}

async function firstProduct(page: Page, search: string) {
  const answer = await page.request.get(`/api/products?search=${encodeURIComponent(search)}`);
  const product = ((await answer.json()) as ProductListResponse).items[0];
  if (!product) throw new Error(`the demo catalogue has a product for "${search}"`);
  return product;
}

test('typed key by key on the home page, a suggested product opens its page', async ({ page }) => {
  await open(page, '/');
  const field = await headerField(page);
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await field.pressSequentially('cedro 80', { delay: 40 });

  const list = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(list).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
  await expect(
    list.getByRole('option', { name: 'Ver todos los resultados de «cedro 80»' }),
  ).toBeVisible();
  // The list fits the screen, phone or desktop.
  const box = await list.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);

  await press(page, /Porcelanato Cedro 80x80/, 'option');
  await expect(page).toHaveURL(/\/producto\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /porcelanato cedro 80x80/i }),
  ).toBeVisible();
  // The next page starts with an empty, closed search.
  if (isPhone(page)) await expect(page.getByRole('button', OPENER)).toBeVisible();
  else await expect(page.getByRole('combobox', FIELD)).toHaveValue('');
});

test('Enter searches the whole catalogue for the words typed, and the list shows them', async ({
  page,
}) => {
  await open(page, '/');
  const field = await headerField(page);
  await field.pressSequentially('porcelanato gris', { delay: 40 });
  await field.press('Enter');

  await expect(page).toHaveURL(/\/productos\?buscar=porcelanato\+gris$/);
  const expected = await page.request.get('/api/products?search=porcelanato%20gris');
  const { total } = (await expected.json()) as ProductListResponse;
  expect(total).toBeGreaterThan(0);
  await expect(page.getByText(`de ${total} productos`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Buscar productos' })).toHaveValue(
    'porcelanato gris',
  );
  // On the list the header shows the list's search (a phone's field is closed again).
  if (isPhone(page)) {
    await expect(page.getByRole('combobox', FIELD)).toBeHidden();
    await press(page, OPENER.name);
  }
  await expect(page.getByRole('combobox', FIELD)).toHaveValue('porcelanato gris');
});

test('on a category page the header follows the list box, and searches the whole catalogue', async ({
  page,
}) => {
  await open(page, '/productos/pisos-y-revestimientos/porcelanicos');
  const box = page.getByRole('combobox', { name: 'Buscar productos' });
  await box.pressSequentially('cedro', { delay: 40 });
  await expect(page).toHaveURL(/\/productos\/pisos-y-revestimientos\/porcelanicos\?buscar=cedro$/);
  // Escape closes the suggestions once they are there; before that, a search field's own
  // Escape clears its text (a slow phone may still be fetching them).
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('cedro');

  const field = await headerField(page);
  await expect(field).toHaveValue('cedro');
  await field.fill('');
  await field.pressSequentially('marmol', { delay: 40 });
  await press(page, 'Ver todos los resultados de «marmol»', 'option');
  await expect(page).toHaveURL(/\/productos\?buscar=marmol$/);
  await expect(box).toHaveValue('marmol');
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
});

test('a product page and a category page have the header search', async ({ page }) => {
  const product = await firstProduct(page, 'carrara');
  for (const path of [
    `/producto/${product.id}`,
    '/productos/pisos-y-revestimientos/porcelanicos',
  ]) {
    await open(page, path);
    const banner = page.getByRole('banner');
    if (isPhone(page)) await expect(banner.getByRole('button', OPENER)).toBeVisible();
    else await expect(banner.getByRole('combobox', FIELD)).toBeVisible();
    // A phone's form is there, closed, for its icon to open.
    await expect(banner.locator('form[role="search"]')).toHaveAttribute('action', '/productos');
  }
});

test('Escape closes the suggestions first; on a phone then the field, focus back on its icon', async ({
  page,
}) => {
  await open(page, '/');
  const banner = page.getByRole('banner');
  const opener = page.getByRole('button', OPENER);
  const height = (await banner.boundingBox())?.height;

  const field = await headerField(page);
  // Open or not, the bar keeps its height.
  expect((await banner.boundingBox())?.height).toBe(height);
  await field.pressSequentially('cedro', { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(list).toBeVisible();
  await field.press('Escape');
  await expect(list).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('cedro');

  if (!isPhone(page)) {
    // A wide screen always shows the field: there is nothing to open or close.
    await expect(opener).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cerrar búsqueda' })).toBeHidden();
    return;
  }
  // The field takes the bar: what it covers is not reachable meanwhile.
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
  await field.press('Escape');
  await expect(field).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();

  await opener.press('Enter');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('cedro');
  await press(page, 'Cerrar búsqueda');
  await expect(field).toBeHidden();
  await expect(opener).toBeFocused();
});

/** The search's part of the top bar: the field on a wide screen, a phone's icon. */
const searchPart = (page: Page) =>
  isPhone(page) ? page.getByRole('button', OPENER) : page.getByRole('search', FIELD);

/** The top bar's box and its search's, as a browser without JavaScript draws the server's page. */
async function serverDrawnHeader(browser: Browser, page: Page, path: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
    isMobile: isPhone(page),
    hasTouch: isPhone(page),
  });
  const plain = await context.newPage();
  await plain.goto(path);
  const banner = await plain.getByRole('banner').boundingBox();
  const search = await searchPart(plain).boundingBox();
  await context.close();
  return { banner, search };
}

test('the server draws the header as the app does: nothing moves when the page hydrates', async ({
  page,
  browser,
}) => {
  const drawn = await serverDrawnHeader(browser, page, '/');
  await open(page, '/');
  expect(await page.getByRole('banner').boundingBox()).toEqual(drawn.banner);
  expect(drawn.search).not.toBeNull();
  expect(await searchPart(page).boundingBox()).toEqual(drawn.search);
  // No layout shift of the page so far touched the top bar.
  const headerShifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node: Node | null }[];
          })[]) {
            const inHeader = entry.sources.some((source) => {
              const node = source.node;
              const element = node instanceof Element ? node : node?.parentElement;
              return Boolean(element?.closest('header'));
            });
            if (inHeader) sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 500);
      }),
  );
  expect(headerShifts).toBe(0);
});

test('without JavaScript, the header search of a wide screen is a form that asks for the list', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1366, height: 768 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('combobox', FIELD).fill('porcelanato');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/productos\?buscar=porcelanato$/);
  await context.close();
});
