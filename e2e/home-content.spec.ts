import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { AdminHome } from '#shared/home';
import type { ProductListResponse } from '#shared/catalog-query';
import { AxeSweep } from './axe';
import { failOnConsoleError, isPhone, signInAsAdmin } from './helpers';

const TILE_JPEG = path.join(import.meta.dirname, '../test/fixtures/tile.jpg');

/**
 * Changes Inicio (CATALOGUE_ADMIN in playwright.config.ts: runs after the shopper journeys,
 * whose home page checks read the defaults) and puts it back. Only the desktop run saves; the
 * phone checks the screen and its validation.
 */
test('an admin changes a slide, a tile and the destacados, and the home page shows them at once', async ({
  page,
}) => {
  failOnConsoleError(page);
  await signInAsAdmin(page);
  const original = (await (await page.request.get('/api/admin/home')).json()) as AdminHome;

  await page.goto('/admin/inicio');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contenido de Inicio' });
  const first = form.getByRole('region', { name: 'Diapositiva 1' });
  await expect(first.getByLabel('Título')).toHaveValue(original.content.slides[0]?.title ?? '');

  // Checked before anything is saved: a link that is neither a shop path nor https.
  await first.getByLabel('Enlace del botón').fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(first.getByText(/Ingresá una ruta de la tienda que empiece con \//)).toBeVisible();
  await first.getByLabel('Enlace del botón').fill('/productos');
  if (isPhone(page)) return;

  const list = (await (
    await page.request.get('/api/products?sortBy=name')
  ).json()) as ProductListResponse;
  const featured = list.items[0];
  if (!featured) throw new Error('the e2e shop has no products');
  const title = `Ofertas de temporada ${randomUUID().slice(0, 6)}`;
  const tileTitle = `Exteriores ${randomUUID().slice(0, 4)}`;
  try {
    await first.getByLabel('Título').fill(title);
    const chooser = page.waitForEvent('filechooser');
    await first.getByRole('button', { name: 'Cambiar imagen de la diapositiva 1' }).click();
    await (await chooser).setFiles(TILE_JPEG);
    await expect(first.locator('img')).toHaveAttribute('src', /^\/uploads\/home\//);
    const tile = form.getByRole('region', { name: 'Categoría 2' });
    await tile.getByLabel('Título').fill(tileTitle);
    await tile.getByLabel('Enlace').fill('/productos?q=exterior');

    const picker = form.getByRole('combobox', { name: 'Agregar producto destacado' });
    await picker.pressSequentially(featured.name.slice(0, 12));
    await page
      .getByRole('option', { name: new RegExp(featured.name) })
      .first()
      .click();
    await expect(form.getByRole('list', { name: 'Productos destacados' })).toContainText(
      featured.name,
    );
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Inicio guardado')).toBeVisible();

    // No restart: the home page as a new visit, drawn by the server.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('link[rel="preload"][as="image"]').first()).toHaveAttribute(
      'href',
      /^\/uploads\/home\//,
    );
    await expect(page.getByRole('link', { name: tileTitle })).toHaveAttribute(
      'href',
      '/productos?q=exterior',
    );
    const row = page.getByRole('region', { name: 'Productos destacados' });
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('link', { name: featured.name })).toBeVisible();
    const sweep = new AxeSweep(test.info());
    await sweep.check(page, '/ con destacados');
    expect(sweep.count, sweep.report()).toBe(0);
  } finally {
    const restored = await page.request.put('/api/admin/home', { data: original.content });
    expect(restored.ok()).toBe(true);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Productos destacados' })).toHaveCount(0);
});
