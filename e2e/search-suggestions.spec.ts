import { type Page, expect, test } from '@playwright/test';
import { failOnConsoleError, isPhone } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

const WOOD_LOOK = 'Pisos y Revestimientos › Porcelánicos › Símil madera';

/**
 * The list page as the server drew it, once the app has taken it over: keys typed into the drawn
 * field before that reach no handler (React marks the nodes it hydrated with its props).
 */
async function openList(page: Page) {
  await page.goto('/productos');
  await page.waitForFunction(() => {
    const field = document.querySelector('input[aria-label="Buscar productos"]');
    return field !== null && Object.keys(field).some((key) => key.startsWith('__reactProps'));
  });
  return page.getByRole('combobox', { name: 'Buscar productos' });
}

test('suggests categories and products as the shopper types; arrows and Enter open one', async ({
  page,
}) => {
  const field = await openList(page);
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await field.pressSequentially('piso mader', { delay: 30 });

  const list = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(list).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
  const categories = list.getByRole('group', { name: 'Categorías' }).getByRole('option');
  await expect(categories).toHaveText([WOOD_LOOK]);
  const products = list.getByRole('group', { name: 'Productos' }).getByRole('option');
  await expect(products.first()).toContainText('Porcelanato');
  expect(await products.count()).toBeLessThanOrEqual(5);
  // The list fits the screen, phone or desktop.
  const box = await list.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);

  // Focus stays in the field; the active option is named by aria-activedescendant.
  await field.press('ArrowDown');
  const first = list.getByRole('option', { name: WOOD_LOOK });
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id')) ?? '',
  );
  await field.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'false');
  await expect(products.first()).toHaveAttribute('aria-selected', 'true');
  await field.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');

  await expect(page).toHaveURL(
    /\/productos\?area=Pisos\+y\+Revestimientos&categoria=Porcel%C3%A1nicos&subcategoria=S%C3%ADmil\+madera$/,
  );
  await expect(list).toBeHidden();
  await expect(page).toHaveTitle(/Pisos y Revestimientos - Porcelánicos - Símil Madera/);
});

test('a product suggestion opens its page; Escape closes the list and keeps the text', async ({
  page,
}) => {
  const field = await openList(page);
  // One typo in a long word still suggests.
  await field.pressSequentially('porcelanto', { delay: 30 });
  const list = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await field.press('Escape');
  await expect(list).toBeHidden();
  await expect(field).toHaveValue('porcelanto');
  await expect(field).toHaveAttribute('aria-expanded', 'false');

  await field.fill('');
  await field.pressSequentially('cedro 80x80', { delay: 30 });
  const option = list.getByRole('option', { name: /Porcelanato Cedro 80x80/ });
  if (isPhone(page)) await option.tap();
  else await option.click();
  await expect(page).toHaveURL(/\/producto\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /porcelanato cedro 80x80/i })).toBeVisible();
});

test('the list ranks the search by relevance and says so in the sort select', async ({ page }) => {
  const field = await openList(page);
  await field.pressSequentially('60 × 60', { delay: 30 });
  await expect(page).toHaveURL(/buscar=60/);
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveText('Relevancia');
  const names = page.getByRole('region', { name: 'Resultados' }).getByRole('heading', { level: 2 });
  await expect(names.first()).toContainText('60x60');
});
