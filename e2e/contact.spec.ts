import { expect, test } from '@playwright/test';
import type { ShopSettings } from '#shared/settings';
import { failOnConsoleError } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

test('the contact page shows the map, the shop details and links in new tabs', async ({ page }) => {
  const shop = (await (await page.request.get('/api/settings')).json()) as ShopSettings;
  await page.goto('/contacto');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  // Offline there are no tiles, but the map is set up and the placeholder goes away.
  const map = page.getByRole('region', { name: 'Mapa de ubicación' });
  await expect(map).toBeVisible();
  await expect(page.getByText('Cargando mapa...')).toBeHidden();
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  expect((await map.boundingBox())?.height).toBe(300);

  const main = page.getByRole('main');
  await expect(main).toContainText(shop.address);
  await expect(main.getByRole('link', { name: shop.phone })).toHaveAttribute(
    'href',
    `tel:${shop.phone.replace(/[^\d+]/g, '')}`,
  );
  await expect(main.getByRole('link', { name: shop.email })).toHaveAttribute(
    'href',
    `mailto:${shop.email}`,
  );
  for (const hours of shop.hours) await expect(main).toContainText(`${hours.days}: ${hours.time}`);
  for (const [name, href] of [
    ['Facebook', shop.social.facebook],
    ['Instagram', shop.social.instagram],
    ['TikTok', shop.social.tiktok],
  ] as const) {
    const link = main.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(main.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${shop.whatsappNumber}\\?text=`),
  );
});

test('the contact form opens WhatsApp prefilled with the name, e-mail, phone and message', async ({
  page,
}) => {
  // Records what the page opens instead of leaving for wa.me (the test browser is offline).
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { __opened: opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  const shop = (await (await page.request.get('/api/settings')).json()) as ShopSettings;
  await page.goto('/contacto');
  const form = page.getByRole('form', { name: 'Envíanos un Mensaje' });
  await expect(form.getByRole('textbox', { name: 'Teléfono' })).toHaveAccessibleDescription(
    'Ej: 11 1234-5678',
  );
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');

  await form.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
  await expect(form.getByText('Este campo es obligatorio')).toHaveCount(4);
  await form.getByRole('textbox', { name: 'Nombre' }).fill('Ana Pérez');
  await form.getByRole('textbox', { name: 'Email' }).fill('ana@example');
  await form.getByRole('textbox', { name: 'Teléfono' }).fill('11 1234-5678');
  await form.getByRole('textbox', { name: 'Mensaje' }).fill('¿Tienen stock del Roble 20x120?');
  await form.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
  await expect(form.getByText('Email inválido')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual(
    [],
  );

  await form.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
  await form.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
  const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
  expect(opened).toHaveLength(1);
  const url = new URL(opened[0] ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${shop.whatsappNumber}`);
  expect(url.searchParams.get('text')).toBe(
    '¡Hola! Soy Ana Pérez.\nEmail: ana@example.com\nTeléfono: 11 1234-5678\n\n¿Tienen stock del Roble 20x120?',
  );
});
