import { type Page, expect, test } from '@playwright/test';
import { failOnConsoleError, isPhone } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `/tmp/shots/search/${name}-${isPhone(page) ? 'phone' : 'desktop'}.png`,
    fullPage: false,
  });

/** The list page once the app has taken over the server-drawn search field. */
async function search(page: Page, words: string) {
  await page.goto(`/productos?buscar=${encodeURIComponent(words)}`);
  await page.waitForFunction(() => {
    const field = document.querySelector('input[aria-label="Buscar productos"]');
    return field !== null && Object.keys(field).some((key) => key.startsWith('__reactProps'));
  });
}

test('tile words become removable chips; the cards show the slip rating and PEI', async ({
  page,
}) => {
  await search(page, 'porcelanato antideslizante');
  const chip = page.getByRole('button', { name: 'Quitar filtro Antideslizante (R10 o más)' });
  await expect(chip).toBeVisible();
  const cards = page.locator('article');
  await expect(cards.first()).toBeVisible();
  // Every card listed is rated R10 or more, and says so with its PEI.
  const facts = await cards.locator('.shop-card-brand', { hasText: 'PEI' }).allTextContents();
  expect(facts).toHaveLength(await cards.count());
  for (const line of facts) expect(line).toMatch(/^R1[0-3] · PEI (III|IV|V)$/);
  await shot(page, 'chips');

  // Removing the chip searches without the word.
  await chip.click();
  await expect(chip).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Buscar productos' })).toHaveValue('porcelanato');
});

test('a search that finds nothing offers the nearest results, the categories and WhatsApp', async ({
  page,
}) => {
  await search(page, 'porcelanato xyzzy');
  await expect(page.getByRole('heading', { name: 'Quizás buscabas' })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();

  await search(page, 'zzzz');
  await expect(page.getByText('No encontramos productos para «zzzz».')).toBeVisible();
  // No filter was set: nothing to clear.
  const results = page.getByRole('region', { name: 'Resultados' });
  await expect(results.getByRole('button', { name: 'Limpiar filtros' })).toHaveCount(0);
  const whatsapp = page.getByRole('link', { name: 'Consultanos por WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*zzzz/);
  const categories = page.getByRole('navigation', { name: 'Categorías' }).getByRole('link');
  expect(await categories.count()).toBeGreaterThan(0);
  await shot(page, 'no-results');
  await categories.first().click();
  await expect(page.locator('article').first()).toBeVisible();
});
