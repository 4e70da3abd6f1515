import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { failOnConsoleError, isPhone, signInAsAdmin, withSettingsLock } from './helpers';

/**
 * Changes the shared shop settings (CATALOGUE_ADMIN in playwright.config.ts: runs after the
 * shopper journeys) and puts them back. Only the desktop run saves, so the two sizes running at
 * the same time never overwrite each other; the phone checks the screen and its validation.
 * The Mercado Pago journey saves them too: the two take turns (withSettingsLock).
 */
test('the owner changes the shop settings and every public page shows them at once', async ({
  page,
}) => {
  failOnConsoleError(page);
  await signInAsAdmin(page);
  // The form saves every setting it shows, and so does the Mercado Pago journey's: they take
  // turns, or either would put back the other's old values.
  await withSettingsLock(async () => {
    const original: unknown = await (await page.request.get('/api/settings')).json();

    await page.goto('/admin/configuracion');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Configuración de la tienda' }),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Configuración de la tienda' });

    // Checked before anything is saved: a CBU with a wrong check digit, a number without country code.
    await form.getByLabel('CBU').fill('2850590940090418135202');
    await form.getByLabel('Número de WhatsApp').fill('011 5555-0192');
    await expect(form.getByRole('link', { name: 'Probar el número en WhatsApp' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(
      form.getByText('El CBU no es válido: deben ser 22 números con sus dígitos verificadores'),
    ).toBeVisible();
    await expect(form.getByText(/Ingresá el número con código de país/)).toBeVisible();

    await form.getByLabel('Número de WhatsApp').fill('5491144440000');
    await expect(form.getByRole('link', { name: 'Probar el número en WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/5491144440000\?text=/,
    );
    await form.getByLabel('CBU').fill('2850590940090418135201');

    // The product feeds' addresses, to paste into Google Merchant Center and Meta.
    await expect(
      page.getByRole('textbox', { name: 'Feed para Google Merchant Center' }),
    ).toHaveValue(/^https?:\/\/[^/]+\/feeds\/google\.xml$/);
    await expect(
      page.getByRole('textbox', { name: 'Catálogo para Facebook e Instagram' }),
    ).toHaveValue(/^https?:\/\/[^/]+\/feeds\/meta\.csv$/);
    if (isPhone(page)) return;

    const name = `Pisos E2E ${randomUUID().slice(0, 6)}`;
    const phone = '+54 9 11 4444-0000';
    try {
      await form.getByLabel('Nombre de la tienda').fill(name);
      await form.getByLabel('Teléfono', { exact: true }).fill(phone);
      await form.getByLabel('CUIT').fill('30-71234567-1');
      await form.getByRole('button', { name: 'Agregar horario' }).click();
      await form.getByLabel('Días (fila 3)').fill('Domingos');
      await form.getByLabel('Horario (fila 3)').fill('Cerrado');
      await form.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText('Configuración guardada')).toBeVisible();

      // No restart: each page as a new visit, from the server.
      await page.goto('/');
      await expect(
        page.getByRole('banner').getByRole('link', { name: new RegExp(name) }),
      ).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer).toContainText(phone);
      await expect(footer).toContainText(name);
      await page.goto('/productos');
      await expect(page).toHaveTitle(`Productos | ${name}`);
      await page.goto('/contacto');
      await expect(page.getByRole('main')).toContainText(phone);
      await expect(page.getByRole('main')).toContainText('Domingos');
      await expect(page.getByRole('link', { name: 'Consultar por WhatsApp' })).toHaveAttribute(
        'href',
        /wa\.me\/5491144440000/,
      );
    } finally {
      const restored = await page.request.put('/api/admin/settings', { data: original });
      expect(restored.ok()).toBe(true);
    }
    await page.goto('/contacto');
    await expect(page.getByRole('main')).not.toContainText(phone);
  });
});
