import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { LOGIN_MESSAGES } from '#shared/auth';
import { PASSWORD_MESSAGES } from '#shared/passwords';
import { E2E_ADMIN, E2E_DATA_DIR, failOnConsoleError, signInAsAdmin } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

/** An editor of this test's own (the shared admin's password is never changed here). */
async function newEditor(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const editor = {
    name: 'Editora Claves',
    email: `claves-${randomUUID()}@example.com`,
    password: 'clave-inicial-123',
  };
  const created = await request.post('/api/admin/users', { data: editor });
  expect(created.status()).toBe(201);
  await request.post('/api/auth/logout');
  return editor;
}

/** The reset link in the last e-mail written to the outbox for an address. */
async function resetLinkFor(email: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let link = '';
  await expect
    .poll(async () => {
      const files = (await readdir(outbox).catch(() => [] as string[])).sort();
      for (const file of files.reverse()) {
        // Quoted-printable soft line breaks may split the link.
        const text = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
        if (!text.includes(`To: ${email}`)) continue;
        link =
          /(\/admin\/restablecer\?token=3D[\w-]+|\/admin\/restablecer\?token=[\w-]+)/
            .exec(text)?.[1]
            ?.replace('=3D', '=') ?? '';
        if (link) return true;
      }
      return false;
    })
    .toBe(true);
  return link;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

test('a staff member who forgot the password gets a link by e-mail and chooses a new one', async ({
  page,
}) => {
  const editor = await newEditor(page.request);
  await page.goto('/admin/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/admin\/recuperar$/);
  await page.getByLabel('Email').fill(editor.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status')).toHaveText(PASSWORD_MESSAGES.resetRequested);

  const link = await resetLinkFor(editor.email);
  await page.goto(link);
  await page.getByLabel('Nueva contraseña').fill('elegida-en-la-web');
  await page.getByLabel('Repetir contraseña').fill('otra-distinta');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText(PASSWORD_MESSAGES.mismatch)).toBeVisible();
  await page.getByLabel('Repetir contraseña').fill('elegida-en-la-web');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('status')).toHaveText(PASSWORD_MESSAGES.resetDone);

  // The link works once.
  await page.goto(link);
  await page.getByLabel('Nueva contraseña').fill('una-tercera-clave');
  await page.getByLabel('Repetir contraseña').fill('una-tercera-clave');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText(PASSWORD_MESSAGES.resetInvalid)).toBeVisible();

  await page.getByRole('link', { name: 'Ir a Iniciar Sesión' }).click();
  await signIn(page, editor.email, 'elegida-en-la-web');
  await expect(page).toHaveURL(/\/admin\/productos$/);
});

test('a signed-in staff member changes the password from the panel menu', async ({ page }) => {
  const editor = await newEditor(page.request);
  await signIn(page, editor.email, editor.password);
  await expect(page).toHaveURL(/\/admin\/productos$/);
  if ((page.viewportSize()?.width ?? 1366) < 900) {
    await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
  }
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  await dialog.getByLabel('Contraseña actual').fill('no-es-la-actual');
  await dialog.getByLabel('Nueva contraseña').fill('cambiada-en-el-panel');
  await dialog.getByLabel('Repetir contraseña').fill('cambiada-en-el-panel');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText(PASSWORD_MESSAGES.currentWrong)).toBeVisible();
  await dialog.getByLabel('Contraseña actual').fill(editor.password);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(PASSWORD_MESSAGES.changed)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Still signed in here; the new password is the one that works.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.context().clearCookies();
  await signIn(page, editor.email, 'cambiada-en-el-panel');
  await expect(page).toHaveURL(/\/admin\/productos$/);
});

test('a super_admin sends an editor a reset link, which signs the editor out and voids the password', async ({
  page,
  browser,
}) => {
  const editor = await newEditor(page.request);
  const other = await browser.newContext();
  const editorPage = await other.newPage();
  await signIn(editorPage, editor.email, editor.password);
  await expect(editorPage).toHaveURL(/\/admin\/productos$/);

  await signInAsAdmin(page);
  await page.goto('/admin/usuarios');
  const row = page.getByRole('row', { name: new RegExp(editor.email) });
  await row.getByRole('button', { name: `Restablecer la contraseña de ${editor.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText(PASSWORD_MESSAGES.resetForced)).toBeVisible();

  await editorPage.reload();
  await expect(editorPage).toHaveURL(/\/admin\/login$/);
  // The old password no longer opens the panel; the page says how to get back in.
  await signIn(editorPage, editor.email, editor.password);
  await expect(editorPage.getByText(LOGIN_MESSAGES.resetRequired)).toBeVisible();
  await expect(editorPage).toHaveURL(/\/admin\/login$/);
  const link = await resetLinkFor(editor.email);
  expect(link).toContain('/admin/restablecer?token=');
  await editorPage.goto(link);
  await editorPage.getByLabel('Nueva contraseña').fill('elegida-tras-el-reset');
  await editorPage.getByLabel('Repetir contraseña').fill('elegida-tras-el-reset');
  await editorPage.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(editorPage.getByRole('status')).toHaveText(PASSWORD_MESSAGES.resetDone);
  await signIn(editorPage, editor.email, 'elegida-tras-el-reset');
  await expect(editorPage).toHaveURL(/\/admin\/productos$/);
  await other.close();
});
