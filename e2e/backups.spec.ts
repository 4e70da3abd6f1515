import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { BackupRun } from '#shared/backups';
import { AxeSweep } from './axe';
import { E2E_ADMIN, failOnConsoleError, openAdminPage, signInAsAdmin } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

test('the super_admin makes a copy now, sees it listed and downloads it', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  await openAdminPage(page, 'Copias de seguridad', /\/admin\/copias$/);
  await expect(page.getByRole('heading', { name: 'Copias de seguridad', level: 1 })).toBeVisible();
  await expect(page.getByText(/todos los días a las \d\d:00/)).toBeVisible();
  await expect(page.getByText('npm run restore -- <archivo>')).toBeVisible();

  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/backups') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Hacer una copia ahora' }).click();
  const run = (await (await answered).json()) as BackupRun;
  expect(run.status).toBe('ok');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Copia de seguridad hecha.' }),
  ).toBeVisible();

  // Each row draws its button twice, under the date on a phone and in its column on a wide screen.
  const link = page
    .locator(`a[href="/api/admin/backups/${run.id}/archivo"]`)
    .filter({ visible: true });
  await expect(link).toBeVisible();
  const row = page.getByRole('row').filter({ has: link });
  await expect(row).toContainText('Manual');
  await expect(row).toContainText('Correcta');
  await expect(row).toContainText(/\d KB|MB/);
  await page.screenshot({ path: testInfo.outputPath('copias.png'), fullPage: true });
  const sweep = new AxeSweep(testInfo);
  await sweep.check(page, '/admin/copias');
  expect(sweep.count, `axe found serious or critical violations:\n${sweep.report()}`).toBe(0);
  await expect(link).toBeInViewport();

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(run.fileName);
  const bytes = await readFile(await download.path());
  expect(bytes.length).toBe(run.bytes);
  // A gzip'd tar whose first entry is the database.
  expect(gunzipSync(bytes).subarray(0, 100).toString('latin1')).toContain('database.json');

  // The hour of the daily copy is chosen in Configuración.
  await openAdminPage(page, 'Configuración', /\/admin\/configuracion$/);
  const hour = page.getByRole('combobox', { name: 'Hora de la copia diaria' });
  await hour.scrollIntoViewIfNeeded();
  await expect(hour).toHaveText(/\d\d:00/);
  await page.screenshot({ path: testInfo.outputPath('hora.png') });
  await hour.click();
  await expect(page.getByRole('option')).toHaveCount(24);
  await page.keyboard.press('Escape');
});

test('an editor does not see the screen in the menu and is sent away from it', async ({
  page,
}, testInfo) => {
  const credentials = {
    email: `editora.copias.${testInfo.project.name}-${Date.now()}@example.com`,
    password: 'editor-clave-123',
  };
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const created = await page.request.post('/api/admin/users', {
    data: { name: 'Editora Copias', ...credentials, role: 'editor' },
  });
  expect(created.status()).toBe(201);
  await page.request.post('/api/auth/logout');

  await signInAsAdmin(page, credentials);
  await expect(page.getByRole('link', { name: 'Copias de seguridad' })).toHaveCount(0);
  await page.goto('/admin/copias');
  await expect(page).toHaveURL(/\/admin\/productos$/);
  expect((await page.request.get('/api/admin/backups')).status()).toBe(403);
});
