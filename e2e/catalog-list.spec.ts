import { type Page, expect, test } from '@playwright/test';
import type { ProductListResponse } from '#shared/catalog-query';
import { failOnConsoleError, isPhone, waitForHydration } from './helpers';

// A list that sells. Reads the demo catalogue only (changes nothing).
test.beforeEach(({ page }) => failOnConsoleError(page));

async function openFilters(page: Page) {
  if (!isPhone(page)) return page.getByRole('complementary', { name: 'Filtros' });
  await page.getByRole('button', { name: 'Filtros' }).click();
  return page.getByRole('dialog', { name: 'Filtros' });
}

async function closeFilters(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Ver productos' }).click();
}

const cards = (page: Page) => page.getByRole('list', { name: 'Productos' }).getByRole('article');

test('tiles first; per-m² order, offers and price range in the URL; back undoes a filter', async ({
  page,
}) => {
  await page.goto('/productos');
  await waitForHydration(page);
  // The shop's order: the flooring area's products before any other.
  const first = (await (
    await page.request.get('/api/products?sortBy=recommended')
  ).json()) as ProductListResponse;
  expect(first.items[0]?.areaName).toBe('Pisos y Revestimientos');
  await expect(cards(page).first()).toContainText(first.items[0]?.name ?? '');

  await page.getByRole('combobox', { name: 'Ordenar por' }).click();
  await page.getByRole('option', { name: 'Precio por m²: menor a mayor' }).click();
  await expect(page).toHaveURL(/orden=pricePerM2-asc/);
  const perM2 = (await (
    await page.request.get('/api/products?sortBy=pricePerM2')
  ).json()) as ProductListResponse;
  await expect(cards(page).first()).toContainText(perM2.items[0]?.name ?? '');

  const panel = await openFilters(page);
  await panel.getByRole('checkbox', { name: 'En oferta' }).check();
  await expect(page).toHaveURL(/oferta=1/);
  await panel.getByRole('textbox', { name: 'Precio hasta' }).fill('1.000.000');
  await panel.getByRole('textbox', { name: 'Precio desde' }).click();
  await expect(page).toHaveURL(/precio-hasta=1000000/);
  await closeFilters(page);
  const applied = page.getByRole('list', { name: 'Filtros aplicados' });
  await expect(applied.getByRole('button', { name: 'Quitar filtro En oferta' })).toBeVisible();
  await expect(
    applied.getByRole('button', { name: /Quitar filtro Hasta \$ 1\.000\.000/ }),
  ).toBeVisible();
  await expect(page.getByText('Aplicando filtros...')).toBeHidden();
  for (const card of await cards(page).all()) await expect(card).toContainText('% OFF');

  // Shareable: the same URL opened anew shows the same filters.
  const url = page.url();
  await page.goto(url);
  await expect(applied.getByRole('button', { name: 'Quitar filtro En oferta' })).toBeVisible();

  // Back: the price bound goes, the offers filter stays.
  await page.goBack();
  await expect(page).toHaveURL(/oferta=1/);
  await expect(page).not.toHaveURL(/precio-hasta/);
  await expect(applied.getByRole('button', { name: 'Quitar filtro En oferta' })).toBeVisible();
});

test('a formato from the tiles sizes filters the list', async ({ page }) => {
  await page.goto('/productos');
  await waitForHydration(page);
  const list = (await (await page.request.get('/api/products')).json()) as ProductListResponse;
  const format = list.facets.formats[0];
  expect(format).toBeTruthy();
  const panel = await openFilters(page);
  await panel.getByRole('combobox', { name: 'Formato' }).click();
  await page.getByRole('option', { name: (format ?? '').replace('x', '×'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`formato=${format}`));
  await closeFilters(page);
  await expect(page.getByText('Aplicando filtros...')).toBeHidden();
  await expect(
    page.getByRole('button', {
      name: `Quitar filtro Formato: ${(format ?? '').replace('x', '×')}`,
    }),
  ).toBeVisible();
});

// On a phone (390 px) two cards share a row; on a desktop three or four do.
test('cards side by side, each price at the same height', async ({ page }) => {
  await page.goto('/productos');
  await waitForHydration(page);
  const [a, b] = [cards(page).nth(0), cards(page).nth(1)];
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA && boxB && Math.abs(boxA.y - boxB.y) < 1).toBe(true);
  expect(boxA && boxB && boxB.x > boxA.x + boxA.width - 1).toBe(true);
  // The demo's first cards are tiles: their price per m² opens the price block.
  const priceTop = async (card: typeof a) => (await card.getByText('/ m²').boundingBox())?.y ?? -1;
  expect(Math.abs((await priceTop(a)) - (await priceTop(b)))).toBeLessThan(1);
});
