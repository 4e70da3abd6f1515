import { type Locator, type Page, expect, test } from '@playwright/test';
import { boxesForArea } from '#shared/calculator';
import type { Taxonomy } from '#shared/catalog';
import type { ProductListResponse } from '#shared/catalog-query';
import { E2E_ADMIN, failOnConsoleError, isPhone, waitForHydration } from './helpers';

/**
 * A shopper and an admin with a keyboard only: Tab (and Shift+Tab), Enter, Space, Escape, and
 * typing into fields. At every Tab stop the focused control draws a focus indicator, inside the
 * window; a closed dialog or drawer gives focus back to the button that opened it.
 */

test.beforeEach(({ page }) => failOnConsoleError(page));

interface FocusState {
  /** The focus is drawn and in view. */
  ok: boolean;
  what: string;
  /** The focused element is the one looked for. */
  reached: boolean;
}

/** Runs in the page: is the focused element's focus drawn, and is it in view? */
function focusState(target: Element | null): FocusState {
  const element = document.activeElement;
  if (!element || element === document.body)
    return { ok: false, what: 'nothing (body)', reached: false };
  const what = element.outerHTML.slice(0, 160);
  const reached = element === target;
  const rect = element.getBoundingClientRect();
  if (rect.bottom <= 0 || rect.top >= window.innerHeight)
    return { ok: false, what: `${what} (out of view)`, reached };
  const outlined = (e: Element) => {
    const style = getComputedStyle(e);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
  };
  // The ring is drawn by the focused element or by the control around it (a checkbox's input
  // sits inside the round button that draws it).
  for (let e: Element | null = element, i = 0; e && i < 3; e = e.parentElement, i++)
    if (outlined(e)) return { ok: true, what, reached };
  // A text field or select shows focus on its outline: MUI's 2px border in the primary colour.
  const field = element.closest('.MuiInputBase-root.Mui-focused');
  const border = field?.querySelector('fieldset');
  const ok = Boolean(border && parseFloat(getComputedStyle(border).borderTopWidth) >= 2);
  return { ok, what, reached };
}

async function expectFocusDrawn(page: Page): Promise<void> {
  const state = await page.evaluate(focusState, null);
  expect(state.ok, `no visible focus indicator on ${state.what}`).toBe(true);
}

/** Presses Tab (Shift+Tab backward) until the target has focus, checking each stop on the way. */
async function tabTo(page: Page, target: Locator, backward = false, max = 80): Promise<void> {
  const element = await target.elementHandle();
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    const state = await page.evaluate(focusState, element);
    expect(state.ok, `no visible focus indicator on ${state.what}`).toBe(true);
    if (state.reached) return;
  }
  throw new Error(`${String(target)} not reached in ${max} presses of Tab`);
}

/** The skip link is the first Tab stop, shows itself when focused and moves focus to <main>. */
async function useSkipLink(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  await expectFocusDrawn(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(skip).not.toBeInViewport();
}

test('a shopper goes from the home page to a placed order with the keyboard only', async ({
  page,
}, testInfo) => {
  // Some hundred key presses, each followed by a look at the focus: slow on a busy machine
  // (over two minutes in a CI run on a slower 2-core machine, 2026-11-29).
  test.setTimeout(300_000);
  // The first marble-look tile of the list the home page's 'Símil Mármol' tile opens.
  const taxonomy = (await (await page.request.get('/api/taxonomy')).json()) as Taxonomy;
  const marble = taxonomy.subcategories.find((sub) => sub.name === 'Símil mármol');
  if (!marble) throw new Error('the demo catalogue has marble-look tiles');
  const list = (await (
    await page.request.get(`/api/products?subcategoryId=${marble.id}&sortBy=name&sortOrder=asc`)
  ).json()) as ProductListResponse;
  const product = list.items.find((p) => p.metersPerBox);
  if (!product?.metersPerBox) throw new Error('the demo catalogue has marble-look tiles');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
  await useSkipLink(page);

  if (isPhone(page)) {
    // The menu drawer: opened and closed from the keyboard, focus back on its button.
    const menuButton = page.getByRole('button', { name: 'Abrir menú' });
    await tabTo(page, menuButton, true);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('link', { name: 'Productos' }));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  }

  await tabTo(page, page.getByRole('link', { name: 'Símil Mármol' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/productos\?.*subcategoria=Simil\+marmol/);
  await expect(page.getByRole('list', { name: 'Filtros aplicados' })).toContainText('Símil mármol');
  await expect(page.getByText('Aplicando filtros...')).toBeHidden();
  const productLink = page
    .getByRole('list', { name: 'Productos' })
    .getByRole('link', { name: product.name })
    .first();
  await expect(productLink).toBeVisible();
  await tabTo(page, productLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/producto/${product.id}`);

  // The calculator: Escape closes it and gives focus back; its 'Agregar al carrito' too.
  const calculate = page.getByRole('button', { name: 'Calcular M²' });
  await tabTo(page, calculate);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Calcular M²' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(calculate).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Metros cuadrados'));
  await page.keyboard.type('12');
  const waste = dialog.getByRole('checkbox', { name: 'Incluir 10% de desperdicio' });
  await tabTo(page, waste);
  await page.keyboard.press('Space');
  await expect(waste).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(waste).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Calcular', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('region', { name: 'Resultado' })).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Agregar al carrito' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(calculate).toBeFocused();
  const boxes = boxesForArea(12, product.metersPerBox, true);

  const cartLink = page.getByRole('banner').getByRole('link', { name: `Carrito, ${boxes}` });
  await tabTo(page, cartLink, true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/carrito$/);
  await expect(page.getByRole('listitem', { name: product.name, exact: true })).toContainText(
    `${boxes} cajas`,
  );
  await tabTo(page, page.getByRole('link', { name: 'Finalizar Compra' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  await tabTo(page, page.getByRole('button', { name: 'Siguiente' }));
  await page.keyboard.press('Enter');
  // The next step takes the focus to its heading; its fields follow it.
  await expect(page.getByRole('heading', { name: 'Datos de contacto' })).toBeFocused();
  const fields: [string, string][] = [
    ['Nombre completo', 'Teclado Pérez'],
    ['Email', `teclado-${testInfo.project.name}@example.com`],
    ['Teléfono', '11 2345-6789'],
    ['Dirección de entrega', 'Ruta 192 km 30, Loma Verde'],
  ];
  for (const [label, value] of fields) {
    const field = page.getByRole('textbox', { name: label });
    await tabTo(page, field);
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole('button', { name: 'Confirmar Pedido' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '¡Gracias por tu pedido!' })).toBeVisible();
});

test('an admin opens and closes the new product dialog with the keyboard only', async ({
  page,
}) => {
  const login = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  await page.goto('/admin/productos');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Productos' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await useSkipLink(page);

  if (isPhone(page)) {
    const menuButton = page.getByRole('button', { name: 'Abrir menú de administración' });
    await tabTo(page, menuButton, true);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menú de administración' });
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('link', { name: 'Pedidos' }));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  }

  const opener = page.getByRole('button', { name: 'Nuevo Producto' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nuevo Producto' });
  await expect(dialog).toBeVisible();
  // Every control of the form, in order, draws its focus; Tab stays inside the dialog.
  const cancel = dialog.getByRole('button', { name: 'Cancelar' });
  await tabTo(page, cancel);
  await tabTo(page, dialog.getByRole('textbox', { name: 'Nombre' }));
  await page.keyboard.type('Solo teclado');
  // The images button opens the file chooser from the keyboard too.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, dialog.getByRole('button', { name: 'Agregar imágenes' }));
  await page.keyboard.press('Enter');
  await chooser;
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  // A name was typed: closing asks before dropping it.
  const discard = page.getByRole('dialog', { name: 'Descartar cambios' });
  await expect(discard).toBeVisible();
  await tabTo(page, discard.getByRole('button', { name: 'Descartar' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole('table', { name: 'Productos' })).not.toContainText('Solo teclado');
});
