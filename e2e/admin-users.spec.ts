import { type Page, expect, test } from '@playwright/test';
import { E2E_ADMIN, failOnConsoleError, isPhone, signInAsAdmin } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

async function adminMenu(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
  }
  return page.getByRole('navigation', { name: 'Administración' }).last();
}

test('the super_admin creates an editor, sees its sign-in in the logs and deletes it, ending its session', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const editor = {
    name: `Editor ${stamp}`,
    email: `editor.${stamp}@example.com`,
    password: 'editor-clave-123',
  };

  await signInAsAdmin(page);
  await (await adminMenu(page)).getByRole('link', { name: 'Usuarios' }).click();
  await expect(page).toHaveURL(/\/admin\/usuarios$/);
  await expect(page.getByRole('heading', { name: 'Gestión de Usuarios' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Usuarios' });
  const adminRow = table.getByRole('row').filter({ hasText: E2E_ADMIN.email });
  await expect(adminRow).toContainText('Super Admin');
  await expect(adminRow.getByRole('button', { name: /^Editar/ })).toBeDisabled();
  await expect(adminRow.getByRole('button', { name: /^Eliminar/ })).toBeDisabled();

  await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Usuario' });
  await dialog.getByLabel('Nombre').fill(editor.name);
  await dialog.getByLabel('Email').fill(editor.email);
  await dialog.getByLabel('Contraseña').fill('corta');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toContainText('La contraseña debe tener al menos 8 caracteres.');
  await dialog.getByRole('combobox', { name: 'Rol' }).click();
  await expect(page.getByRole('option', { name: 'Super Admin' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('option', { name: 'Editor' }).click();
  await dialog.getByLabel('Contraseña').fill(editor.password);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  const editorRow = table.getByRole('row').filter({ hasText: editor.email });
  await expect(editorRow).toContainText(editor.name);
  await expect(editorRow).toContainText('Editor');

  // The same e-mail twice gets a clear message under the field.
  await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
  await dialog.getByLabel('Nombre').fill('Otro');
  await dialog.getByLabel('Email').fill(editor.email);
  await dialog.getByLabel('Contraseña').fill(editor.password);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toContainText('Ya existe un usuario con este correo electrónico.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // The editor signs in elsewhere: no Usuarios or Logs, and their URLs lead to products.
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  failOnConsoleError(editorPage);
  await signInAsAdmin(editorPage, editor);
  const editorMenu = await adminMenu(editorPage);
  await expect(editorMenu.getByRole('link', { name: 'Pedidos' })).toBeVisible();
  await expect(editorMenu.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
  await expect(editorMenu.getByRole('link', { name: 'Logs de Acceso' })).toHaveCount(0);
  await editorPage.goto('/admin/usuarios');
  await expect(editorPage).toHaveURL(/\/admin\/productos$/);
  await editorPage.goto('/admin/logs');
  await expect(editorPage).toHaveURL(/\/admin\/productos$/);

  await page.goto('/admin/logs');
  await expect(page.getByRole('heading', { name: 'Logs de Autenticación' })).toBeVisible();
  const logRow = page
    .getByRole('table', { name: 'Logs de autenticación' })
    .getByRole('row')
    .filter({ hasText: editor.email })
    .first();
  await expect(logRow).toContainText('Inicio de sesión');
  await expect(logRow).toContainText('Editor');
  await expect(logRow).toContainText('Mozilla/5.0');
  await expect(logRow).toContainText('Argentina:');
  await expect(logRow).toContainText('Alemania:');
  await expect(page.getByRole('button', { name: 'Limpiar Historial' })).toBeEnabled();

  await page.goto('/admin/usuarios');
  await table.getByRole('button', { name: `Eliminar a ${editor.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar Usuario' });
  await expect(confirm).toContainText('¿Estás seguro de que deseas eliminar este usuario?');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirm).toBeHidden();
  await expect(editorRow).toHaveCount(0);

  // The deleted editor's session ends at once.
  await editorPage.goto('/admin/pedidos');
  await expect(editorPage).toHaveURL(/\/admin\/login$/);
  await editorContext.close();
});
