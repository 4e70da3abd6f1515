import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { AxeSweep } from './axe';
import {
  E2E_DATA_DIR,
  failOnConsoleError,
  isPhone,
  orderableProduct,
  signInAsAdmin,
  waitForHydration,
} from './helpers';

/** The revocation code in the e-mail written to the outbox for an address. */
async function codeMailedTo(email: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let code = '';
  await expect
    .poll(async () => {
      for (const file of (await readdir(outbox).catch(() => [] as string[])).sort().reverse()) {
        const text = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
        if (!text.includes(`To: ${email}`)) continue;
        code =
          /c=C3=B3digo de revocaci=C3=B3n es: (ARR-[A-Z0-9]{4}-[A-Z0-9]{4})|código de revocación es: (ARR-[A-Z0-9]{4}-[A-Z0-9]{4})/
            .exec(text)
            ?.slice(1)
            .find(Boolean) ?? '';
        if (code) return true;
      }
      return false;
    })
    .toBe(true);
  return code;
}

async function placeOrder(page: Page, email: string): Promise<number> {
  const product = await orderableProduct(page.request, 1);
  const placed = await page.request.post('/api/orders', {
    data: {
      idempotencyKey: randomUUID(),
      customer: {
        name: 'Marta Arrepentida',
        email,
        phone: '11 5555-4321',
        address: 'Calle Falsa 123, Luján',
        comments: '',
      },
      items: [{ productId: product.id, quantity: 1, squareMeters: 1.44, includeWaste: false }],
    },
  });
  expect(placed.ok()).toBe(true);
  return ((await placed.json()) as { id: number }).id;
}

test('a customer revokes a purchase from the Botón de arrepentimiento and staff attend it', async ({
  page,
}) => {
  failOnConsoleError(page);
  const email = `arrepentimiento.${randomUUID()}@example.com`;
  const orderId = await placeOrder(page, email);

  // Reachable from the first screen: the phone's menu, the top bar on a computer (and the
  // footer on both).
  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Botón de arrepentimiento' }),
  ).toBeAttached();
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page
      .getByRole('navigation', { name: 'Menú' })
      .getByRole('link', { name: 'Botón de arrepentimiento' })
      .click();
  } else {
    const link = page.getByRole('banner').getByRole('link', { name: 'Botón de arrepentimiento' });
    await expect(link).toBeInViewport();
    await link.click();
  }
  await expect(page).toHaveURL(/\/arrepentimiento$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Botón de arrepentimiento' }),
  ).toBeVisible();
  await expect(page.getByText(/10 días corridos/).first()).toBeVisible();

  const form = page.getByRole('form', { name: 'Solicitar la revocación de la compra' });
  // Only what the law allows to ask: order number, name and e-mail; the server says what is wrong.
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(
    form.getByText('Ingresá el número de pedido (solo números, ej.: 1001)'),
  ).toBeVisible();
  await expect(form.getByText('Ingresá tu nombre (al menos 3 caracteres)')).toBeVisible();
  await form.getByLabel('Número de pedido').fill(String(orderId));
  await form.getByLabel('Nombre y apellido').fill('Marta Arrepentida');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();

  const receipt = page.getByRole('status');
  await expect(receipt).toContainText('Recibimos tu solicitud de arrepentimiento');
  const shown = /ARR-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec((await receipt.textContent()) ?? '')?.[0];
  expect(shown).toBeTruthy();
  expect(await codeMailedTo(email)).toBe(shown);

  await signInAsAdmin(page);
  await page.goto('/admin/arrepentimientos');
  const card = page
    .locator('div', { hasText: `Arrepentimiento ${shown}` })
    .filter({
      has: page.getByRole('button', { name: 'Marcar como atendida' }),
    })
    .last();
  await expect(card).toContainText(`Pedido #${orderId}`);
  await expect(card).toContainText('Pendiente');
  await card.getByRole('button', { name: 'Marcar como atendida' }).click();
  await expect(page.getByText('Solicitud marcada como atendida')).toBeVisible();
  const attended = page.locator('div', { hasText: `Arrepentimiento ${shown}` }).last();
  await expect(attended).toContainText('Atendida');
});

test('a request for an order number that does not exist gets its code on screen, is mailed to nobody and is marked for staff', async ({
  page,
}) => {
  failOnConsoleError(page);
  const email = `sin.pedido.${randomUUID()}@example.com`;
  await page.goto('/arrepentimiento');
  // Drawn by the server: typing before React takes the page over would be lost.
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Solicitar la revocación de la compra' });
  await form.getByLabel('Número de pedido').pressSequentially('987654321');
  await form.getByLabel('Nombre y apellido').fill('Visitá http://evil.example/premio');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  const receipt = page.getByRole('status');
  await expect(receipt).toContainText(/ARR-[A-Z0-9]{4}-[A-Z0-9]{4}/);
  const shown = /ARR-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec((await receipt.textContent()) ?? '')?.[0];
  expect(shown).toBeTruthy();

  // The shop's notice arrives, without the form's words; the typed address gets nothing.
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const sentWith = async (code: string) => {
    const found: string[] = [];
    for (const file of await readdir(outbox).catch(() => [] as string[])) {
      const text = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
      if (text.includes(code)) found.push(text);
    }
    return found;
  };
  await expect.poll(async () => (await sentWith(shown ?? '')).length).toBe(1);
  const [notice] = await sentWith(shown ?? '');
  expect(notice).not.toContain(`To: ${email}`);
  expect(notice).not.toContain('evil.example');

  await signInAsAdmin(page);
  await page.goto('/admin/arrepentimientos');
  const card = page.locator('div', { hasText: `Arrepentimiento ${shown}` }).last();
  await expect(card).toContainText('Pedido inexistente');
  await page.screenshot({ path: test.info().outputPath('withdrawals.png'), fullPage: true });
});

test('the legal pages are linked from the footer and drawn by the server with their titles', async ({
  page,
}) => {
  failOnConsoleError(page);
  for (const [link, url, title] of [
    ['Términos y condiciones', '/terminos', 'Términos y condiciones'],
    ['Política de privacidad', '/privacidad', 'Política de privacidad'],
  ] as const) {
    await page.goto('/productos');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: link });
    await footerLink.scrollIntoViewIfNeeded();
    await footerLink.click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await expect(page.getByText(/Agencia de Acceso a la Información Pública/).first()).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Defensa de las y los consumidores' }),
  ).toHaveAttribute(
    'href',
    'https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario',
  );
});

test('the new public and admin screens have no serious accessibility violations', async ({
  page,
}, testInfo) => {
  failOnConsoleError(page);
  const sweep = new AxeSweep(testInfo);
  for (const [url, heading] of [
    ['/arrepentimiento', 'Botón de arrepentimiento'],
    ['/privacidad', 'Política de privacidad'],
    ['/terminos', 'Términos y condiciones'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await waitForHydration(page);
    await sweep.check(page, url);
  }
  await signInAsAdmin(page);
  for (const [url, heading] of [
    ['/admin/configuracion', 'Configuración de la tienda'],
    ['/admin/legales', 'Textos legales'],
    ['/admin/arrepentimientos', 'Solicitudes de arrepentimiento'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await sweep.check(page, url);
  }
  expect(sweep.count, `axe found serious or critical violations:\n${sweep.report()}`).toBe(0);
});
