import { type Page, expect, test } from '@playwright/test';
import { failOnConsoleError, flooringTileOf, isPhone, runSuffix, signInAsAdmin } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

const SHOTS = '/tmp/shots-stock-import';

/** A new tile with its own código: tracked, at 0, as every product the admin makes. */
async function createTile(page: Page, name: string, code: string): Promise<void> {
  const created = await page.request.post('/api/admin/products', {
    data: { ...(await flooringTileOf(page, 'Importación')), name, code, price: 20000 },
  });
  expect(created.status(), await created.text()).toBe(201);
}

const csv = (...rows: string[]) => ({
  name: 'ingresos.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['Código;Lote;Tono;Calibre;Cajas;Fecha;Nota', ...rows].join('\r\n')),
});

/**
 * The owner imports a supplier's remito as a spreadsheet. A row with an
 * unknown código stops it (the dry run says which and why); the corrected file shows each row's
 * product and lot, registers at once, and the lots are in the Stock table. The same file again
 * is recognised and cannot be registered twice. In the catalogue-admin projects: it creates
 * products.
 */
test('import ingresos from a CSV: dry run, a refused row, register, the lots in Stock', async ({
  page,
}, testInfo) => {
  const device = testInfo.project.name;
  await signInAsAdmin(page);
  const suffix = runSuffix(device);
  const tag = suffix.split(' ')[1] ?? '';
  const name = `Porcelanato Importado ${suffix}`;
  const code = `EI-${tag}`;
  await createTile(page, `${name} Gris`, `${code}-G`);
  await createTile(page, `${name} Beige`, `${code}-B`);

  await page.goto('/admin/stock');
  await page.getByRole('button', { name: 'Importar ingresos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar ingresos' });
  await expect(dialog.getByText('Ningún archivo elegido')).toBeVisible();
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Descargar plantilla' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('ingresos-plantilla.csv');
  await page.screenshot({ path: `${SHOTS}/dialog-${device}.png` });

  // One unknown código: nothing can be registered.
  await dialog
    .getByLabel('Archivo de ingresos')
    .setInputFiles(csv(`${code}-G;L-A1;T3;9;1.038;;Remito 1`, `${code}-X;L-B1;T1;8;200;;`));
  await expect(dialog.getByText('Hay 1 fila con errores.')).toBeVisible();
  // A table on a wide screen (its first row the titles); a list of cards on a phone.
  const phone = isPhone(page);
  const rows = dialog.getByRole(phone ? 'list' : 'table', { name: 'Filas del archivo' });
  const row = (n: number) => rows.getByRole(phone ? 'listitem' : 'row').nth(phone ? n - 1 : n);
  await expect(rows).toContainText(`No hay ningún producto con el código «${code}-X».`);
  await expect(dialog.getByRole('button', { name: 'Registrar ingresos' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/errors-${device}.png` });

  const fixed = csv(
    `${code}-G;L-A1;T3;9;1.038;;Remito 1`,
    `${code}-B;L-B1;T1;8;200;27/11/2026;`,
    `${code}-G;L-A1;T3;9;2;;`,
  );
  await dialog.getByLabel('Archivo de ingresos').setInputFiles(fixed);
  await expect(dialog.getByText('3 filas, 2 lotes nuevos, 1.240 cajas')).toBeVisible();
  await expect(rows.getByRole(phone ? 'listitem' : 'row')).toHaveCount(phone ? 3 : 4);
  await expect(row(1)).toContainText(`${name} Gris`);
  await expect(row(1)).toContainText('Lote nuevo');
  await expect(row(3)).toContainText('Se suma a la fila 2');
  await page.screenshot({ path: `${SHOTS}/dry-run-${device}.png` });
  await dialog.getByRole('button', { name: 'Registrar ingresos' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Ingresos registrados: 3 filas, 2 lotes nuevos, 1.240 cajas.'),
  ).toBeVisible();

  await page.getByLabel('Buscar por nombre o código').fill(name);
  await expect(page.getByText('Lote L-A1 · tono T3 · cal. 9: 1.040 disp.')).toBeVisible();
  await expect(page.getByText('Lote L-B1 · tono T1 · cal. 8: 200 disp.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/stock-${device}.png`, fullPage: true });

  // The same file again: recognised, and it cannot double the stock.
  await page.getByRole('button', { name: 'Importar ingresos' }).click();
  await dialog.getByLabel('Archivo de ingresos').setInputFiles(fixed);
  await expect(
    dialog.getByText(/^Este archivo ya se importó el \d\d\/\d\d\/\d{4} por /),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Registrar ingresos' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/again-${device}.png` });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});
