import { expect, test } from '@playwright/test';
import { E2E_ADMIN, failOnConsoleError, isPhone, openAdminPage, waitForHydration } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

test('the home page renders with the top bar, footer and WhatsApp button', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /Cerámicos Ruta 192/ })).toBeVisible();
  await expect(banner.getByRole('link', { name: /Carrito/ })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Acceso Administradores' })).toHaveAttribute(
    'href',
    '/admin/login',
  );
  if (isPhone(page)) {
    await expect(banner.getByRole('link', { name: 'Productos' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menú' });
    await expect(drawer.getByRole('link', { name: 'Productos' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Contacto' }).click();
    await expect(page).toHaveURL(/\/contacto$/);
    await page.goto('/');
  } else {
    const inicio = banner.getByRole('link', { name: 'Inicio', exact: true });
    await expect(inicio).toHaveAttribute('aria-current', 'page');
    await expect(banner.getByRole('link', { name: 'Productos' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(
    footer.getByRole('navigation', { name: 'Enlaces rápidos' }).getByRole('link'),
  ).toHaveText(['Inicio', 'Productos', 'Contacto', 'Carrito']);
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
  const whatsapp = page.getByRole('link', { name: 'Consultar por WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(new URL(href).searchParams.get('text')).toBe(
    '¡Hola! Me gustaría hacer una consulta sobre sus productos.',
  );
  await expect(whatsapp).toHaveAttribute('target', '_blank');
});

test('a page loaded from the address bar opens at the top, wherever the last page was left', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.goto('/contacto');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Scroll restoration runs as the app takes the page over: once hydrated and painted, it has run.
  await waitForHydration(page);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown path answers 404 and shows "Página no encontrada"', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the admin signs in at the login and lands on /admin/productos; Resumen is first in the menu; "Cerrar Sesión" returns to the login', async ({
  page,
}) => {
  await page.goto('/admin/productos');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(
    page.getByRole('heading', { name: 'Iniciar Sesión - Panel de Administración' }),
  ).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Contraseña').fill('una-clave-equivocada');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText('La contraseña es incorrecta.');

  // "On success for an admin, navigates to /admin/productos."
  await page.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/productos$/);
  await expect(page.getByRole('heading', { name: 'Gestión de Productos' })).toBeVisible();

  // Resumen stays first in the menu, one click away.
  if (isPhone(page))
    await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
  const menu = page.getByRole('navigation', { name: 'Administración' }).last();
  await expect(menu.getByRole('link').first()).toHaveText('Resumen');
  await expect(menu.getByRole('link', { name: 'Usuarios' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Logs de Acceso' })).toBeVisible();
  await menu.getByRole('link', { name: 'Resumen' }).click();
  await expect(page).toHaveURL(/\/admin\/resumen$/);
  await openAdminPage(page, 'Áreas', /\/admin\/areas$/);

  // "/admin … index redirects to /admin/productos", and so does the login once signed in.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/productos$/);
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/productos$/);

  // "The icon goes to /admin/productos (title 'Panel de Administración') when the signed-in
  // user is an authorised admin."
  await page.goto('/');
  const icon = page.getByRole('link', { name: 'Panel de Administración' });
  await expect(icon).toHaveAttribute('href', '/admin/productos');
  await expect(icon).toHaveAttribute('title', 'Panel de Administración');
  await icon.click();
  await expect(page).toHaveURL(/\/admin\/productos$/);
  await expect(page.getByRole('heading', { name: 'Gestión de Productos' })).toBeVisible();

  if (isPhone(page))
    await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/productos');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
