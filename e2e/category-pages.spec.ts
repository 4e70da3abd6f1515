import { type Locator, type Page, expect, test } from '@playwright/test';
import { failOnConsoleError, isPhone, waitForHydration } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

const SHOP = 'Cerámicos Ruta 192';
const WOOD_LOOK = '/productos/pisos-y-revestimientos/porcelanicos/simil-madera';

/** The filter controls: the side panel on desktop, the 'Filtros' drawer on phones. */
async function openFilters(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole('complementary', { name: 'Filtros' });
  await page.getByRole('button', { name: 'Filtros' }).click();
  return page.getByRole('dialog', { name: 'Filtros' });
}

const productCards = (page: Page) =>
  page.getByRole('list', { name: 'Productos' }).getByRole('listitem');

test('a category page has its own address, heading, breadcrumbs and filtered list', async ({
  page,
}) => {
  const response = await page.goto(WOOD_LOOK);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page).toHaveTitle(`Pisos y Revestimientos - Porcelánicos - Símil Madera | ${SHOP}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Símil Madera');
  const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(trail.getByRole('listitem')).toHaveText([
    'Inicio',
    'Pisos y Revestimientos',
    'Porcelánicos',
    'Símil madera',
  ]);
  await expect(
    page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('button'),
  ).toHaveText(['Pisos y Revestimientos', 'Porcelánicos', 'Símil madera']);
  await expect(productCards(page)).not.toHaveCount(0);
  await expect(productCards(page).first()).toContainText(/Porcelanato/);

  // Another filter stays in the query string of the category page.
  const panel = await openFilters(page);
  await panel.getByRole('checkbox', { name: 'En oferta' }).check();
  await expect(page).toHaveURL(new RegExp(`${WOOD_LOOK}\\?oferta=1$`));
  if (isPhone(page)) await page.getByRole('button', { name: 'Ver productos' }).click();

  // A breadcrumb goes up to the categoría's page.
  await trail.getByRole('link', { name: 'Porcelánicos' }).click();
  await expect(page).toHaveURL(/\/productos\/pisos-y-revestimientos\/porcelanicos$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Porcelánicos');
  await expect(page).toHaveTitle(`Pisos y Revestimientos - Porcelánicos | ${SHOP}`);
});

test('choosing an área in the filters opens its category page; the old query form still works', async ({
  page,
}) => {
  await page.goto('/productos');
  await waitForHydration(page);
  const panel = await openFilters(page);
  await panel.getByRole('combobox', { name: /^Área/ }).click();
  await page.getByRole('option', { name: 'Pisos y Revestimientos', exact: true }).click();
  await expect(page).toHaveURL(/\/productos\/pisos-y-revestimientos$/);
  // On a phone the drawer stays open for the next choice: the page was not remounted.
  if (isPhone(page)) await expect(panel).toBeVisible();
  await expect(page.getByText('Aplicando filtros...')).toBeHidden();
  await expect(page).toHaveTitle(`Pisos y Revestimientos | ${SHOP}`);

  // Written without the accent, as links made before the shop accented its names.
  await page.goto('/productos?area=Pisos+y+revestimientos&categoria=Porcelanicos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Porcelánicos');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/productos\/pisos-y-revestimientos\/porcelanicos$/,
  );
});

test('a category address that names nothing is "Página no encontrada"', async ({ page }) => {
  const response = await page.goto('/productos/pisos-y-revestimientos/nada');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  await expect(page).toHaveTitle(`Página no encontrada | ${SHOP}`);
});

test('a product page breadcrumb starts at Inicio and leads to the category pages', async ({
  page,
}) => {
  await page.goto(WOOD_LOOK);
  await waitForHydration(page);
  const link = productCards(page).first().getByRole('heading').getByRole('link');
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/producto\//);
  const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(trail.getByRole('listitem')).toHaveText([
    'Inicio',
    'Pisos y Revestimientos',
    'Porcelánicos',
    'Símil madera',
    name,
  ]);
  await trail.getByRole('link', { name: 'Símil madera' }).click();
  await expect(page).toHaveURL(new RegExp(`${WOOD_LOOK}$`));
});

test('back from a product returns to the same place in the list, focus on the product opened', async ({
  page,
}) => {
  await page.goto('/productos');
  // Before the app takes over, a card's link is a plain link: a whole new document.
  await waitForHydration(page);
  await expect(productCards(page)).toHaveCount(15);
  // A card well down the list: the page has to be scrolled to reach it.
  const card = productCards(page).nth(10);
  const link = card.getByRole('heading').getByRole('link');
  const name = (await link.textContent()) ?? '';
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const onScreen = async () => (await link.boundingBox())?.y ?? Number.NaN;
  // Once it stops moving (the cards near it are drawn at their own heights), as a click waits.
  await link.click({ trial: true });
  const top = await onScreen();
  await link.click();

  // A new page starts at the top, focus on its content.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.toLowerCase());
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('main')).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\/productos$/);
  await expect(productCards(page).nth(10).getByRole('heading').getByRole('link')).toBeFocused();
  // Where the shopper left it on screen, whatever the heights the cards above it have by now
  // (out of view, they are placeholders until drawn): the page's scrollY may differ.
  await expect.poll(onScreen).toBeGreaterThan(top - 5);
  expect(await onScreen()).toBeLessThan(top + 5);
  await expect(productCards(page).nth(10)).toBeInViewport();
});

/**
 * Scrolls the list until a card well down it (the 11th) is in view and returns the first card
 * whose top edge is in the viewport: the one the shopper sees at the top of the screen.
 */
async function scrollDownTheList(page: Page): Promise<number> {
  await expect(productCards(page)).toHaveCount(15);
  await productCards(page).nth(10).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const top = await productCards(page).evaluateAll((cards) =>
    cards.findIndex((card) => card.getBoundingClientRect().top >= 0),
  );
  expect(top).toBeGreaterThan(0);
  return top;
}

test('back to the list after the product page was reloaded: the list is where it was left', async ({
  page,
}) => {
  await page.goto('/productos');
  await waitForHydration(page);
  const top = await scrollDownTheList(page);
  const seen = (await productCards(page).nth(top).getByRole('heading').textContent()) ?? '';
  await productCards(page).nth(10).getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/producto\//);
  await waitForHydration(page);

  // A whole new document for the product: the list's products are gone from memory, and on a
  // slow connection they come back well after the list's page is drawn (a spinner meanwhile).
  await page.reload();
  await waitForHydration(page);
  await page.route('**/api/products?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/productos$/);
  await waitForHydration(page);
  await expect(productCards(page).nth(top)).toContainText(seen);
  await expect(productCards(page).nth(top)).toBeInViewport();
  await expect(productCards(page).nth(10)).toBeInViewport();
});

test('a reloaded list keeps its place; the list opened anew starts at the top', async ({
  page,
}) => {
  await page.goto('/productos');
  await waitForHydration(page);
  const top = await scrollDownTheList(page);
  await page.reload();
  await waitForHydration(page);
  await expect(productCards(page).nth(top)).toBeInViewport();

  // The same address opened again (a link, the address bar) is a new visit: the top.
  await page.goto('/productos');
  await waitForHydration(page);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
