import { type Page, expect, test } from '@playwright/test';
import type { ProductListResponse } from '#shared/catalog-query';
import { calculate } from '#shared/calculator';
import { effectivePrice } from '#shared/pricing';
import type { VisualizerAnswer } from '#shared/visualizer/tiles';
import { AxeSweep } from './axe';
import {
  PHOTO,
  PHOTO_FLOOR,
  PHOTO_FLOOR_COLOR,
  PHOTO_WALL,
  blueTexture,
  roomPhoto,
} from './fixtures/visualizer-images';
import { E2E_ADMIN, failOnConsoleError, waitForHydration } from './helpers';

/**
 * "Ver en mi ambiente": a tile with a blue textura laid in each preset room (the
 * floor's pixels turn blue), and on a test photo whose floor corners are marked by dragging and
 * with the arrow keys; then the cart filled from the typed room, the download, and axe.
 */

/**
 * A published 'Porcelánicos' tile, given a blue textura by the admin: a different one for each
 * screen size, since both run side by side and a new textura replaces the old one's file.
 */
async function blueTile(page: Page): Promise<{ id: string; name: string }> {
  const list = (await (
    await page.request.get('/api/products?search=porcelanato')
  ).json()) as ProductListResponse;
  const tiles = list.items.filter(
    (p) => p.categoryName === 'Porcelánicos' && p.inStock && p.dimensions && p.images.length > 0,
  );
  const tile = tiles[test.info().project.name.startsWith('phone') ? 1 : 0];
  if (!tile) throw new Error('the demo catalogue has no porcelain tile');
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const upload = await page.request.put(`/api/admin/products/${tile.id}/texture`, {
    multipart: {
      file: { name: 'textura.png', mimeType: 'image/png', buffer: await blueTexture() },
    },
  });
  expect(upload.status()).toBe(200);
  await page.request.post('/api/auth/logout');
  return { id: tile.id, name: tile.name };
}

/** The demo catalogue's `index`-th porcelain tile with a size (read, never changed). */
async function porcelainTile(page: Page, index: number) {
  const list = (await (
    await page.request.get('/api/products?search=porcelanato')
  ).json()) as ProductListResponse;
  const tile = list.items.filter((p) => p.categoryName === 'Porcelánicos' && p.dimensions)[index];
  if (!tile) throw new Error(`the demo catalogue has no ${index + 1} porcelain tiles`);
  return tile;
}

/** Share of the pixels in a band of the canvas (fractions of its size) matching `test`. */
async function share(
  page: Page,
  selector: string,
  band: { x0: number; x1: number; y0: number; y1: number },
  kind: 'blue' | 'white' | 'terracota',
): Promise<number> {
  return page.evaluate(
    ({ selector, band, kind }) => {
      const source = document.querySelector<HTMLCanvasElement>(selector);
      if (!source || source.width === 0) return 0;
      const copy = document.createElement('canvas');
      copy.width = source.width;
      copy.height = source.height;
      const ctx = copy.getContext('2d');
      if (!ctx) return 0;
      ctx.drawImage(source, 0, 0);
      const x = Math.floor(band.x0 * copy.width);
      const y = Math.floor(band.y0 * copy.height);
      const w = Math.max(1, Math.floor((band.x1 - band.x0) * copy.width));
      const h = Math.max(1, Math.floor((band.y1 - band.y0) * copy.height));
      const data = ctx.getImageData(x, y, w, h).data;
      let hits = 0;
      for (let i = 0; i < data.length; i += 4) {
        const r = data[i] ?? 0;
        const g = data[i + 1] ?? 0;
        const b = data[i + 2] ?? 0;
        if (
          kind === 'blue'
            ? b > r + 60 && b > g + 40
            : kind === 'terracota'
              ? r > g + 40 && r > b + 60
              : r > 190 && g > 190 && b > 180
        )
          hits++;
      }
      return hits / (w * h);
    },
    { selector, band, kind },
  );
}

/** The colour of one pixel of the photo canvas, in the photo's own pixels. */
async function photoPixel(page: Page, x: number, y: number) {
  return page.evaluate(
    ({ x, y }) => {
      const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-view="photo"]');
      const data = canvas?.getContext('2d')?.getImageData(x, y, 1, 1).data;
      return { r: data?.[0] ?? -1, g: data?.[1] ?? -1, b: data?.[2] ?? -1 };
    },
    { x, y },
  );
}

const near = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) =>
  Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 24;

const ROOM_CANVAS = 'canvas[data-view="room"]';
const FLOOR_BAND = { x0: 0.3, x1: 0.7, y0: 0.8, y1: 0.98 };

test('each preset room lays the tile on its floor, turned by keys and buttons', async ({
  page,
}) => {
  test.setTimeout(180_000);
  failOnConsoleError(page);
  const sweep = new AxeSweep(test.info());
  const tile = await blueTile(page);

  // The list's cards offer it too.
  await page.goto('/productos');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: /^Ver en mi ambiente: / }).first()).toBeVisible();

  await page.goto(`/producto/${tile.id}`);
  await waitForHydration(page);
  const opener = page.getByRole('button', { name: 'Ver en mi ambiente' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Ver en mi ambiente' });
  await expect(dialog.locator('[data-face-ready="true"]')).toBeVisible();
  await expect(dialog.locator('[data-mode="3d"]')).toBeVisible();

  for (const room of ['Cocina', 'Baño', 'Living', 'Patio']) {
    await dialog.getByRole('button', { name: room, exact: true }).click();
    await expect(dialog.getByRole('button', { name: room, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect
      .poll(() => share(page, ROOM_CANVAS, FLOOR_BAND, 'blue'), { message: `${room}: floor` })
      .toBeGreaterThan(0.2);
  }

  // A wide white joint shows between the blue tiles: the picture changes and, where a joint is
  // wider than a pixel (the desktop's canvas; a phone's blends it into the tiles), more white.
  const whiteBefore = await share(page, ROOM_CANVAS, FLOOR_BAND, 'white');
  const greyJoints = await page
    .locator(ROOM_CANVAS)
    .evaluate((c: HTMLCanvasElement) => c.toDataURL());
  await dialog.getByRole('combobox', { name: 'Junta' }).click();
  await page.getByRole('option', { name: '5 mm', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Color de pastina' }).click();
  await page.getByRole('option', { name: 'Blanca' }).click();
  await expect
    .poll(() => page.locator(ROOM_CANVAS).evaluate((c: HTMLCanvasElement) => c.toDataURL()))
    .not.toBe(greyJoints);
  if (!test.info().project.name.startsWith('phone'))
    await expect
      .poll(() => share(page, ROOM_CANVAS, FLOOR_BAND, 'white'))
      .toBeGreaterThan(whiteBefore + 0.002);
  await expect.poll(() => share(page, ROOM_CANVAS, FLOOR_BAND, 'blue')).toBeGreaterThan(0.15);

  // The view turns with the arrow keys and the buttons (the picture changes).
  const before = await page.locator(ROOM_CANVAS).evaluate((c: HTMLCanvasElement) => c.toDataURL());
  await dialog.getByRole('group', { name: /^Vista del ambiente/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect
    .poll(() => page.locator(ROOM_CANVAS).evaluate((c: HTMLCanvasElement) => c.toDataURL()))
    .not.toBe(before);
  await dialog.getByRole('button', { name: 'Girar a la derecha' }).click();

  await sweep.check(page, 'visualizador: ambientes');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(sweep.count, sweep.report()).toBe(0);
});

test('a tile whose picture does not load is laid in its own colour, with a notice, and the controls work', async ({
  page,
}) => {
  test.setTimeout(180_000);
  failOnConsoleError(page);
  const sweep = new AxeSweep(test.info());
  // A terracota floor tile with a picture (no other test gives it a textura).
  const list = (await (
    await page.request.get('/api/products?color=Terracota')
  ).json()) as ProductListResponse;
  let tile: { id: string; name: string; texture: string } | null = null;
  for (const item of list.items.filter((p) => p.images.length > 0)) {
    const answer = (await (
      await page.request.get(`/api/visualizer/${item.id}`)
    ).json()) as VisualizerAnswer;
    const first = answer.tiles[0];
    if (first && !first.wall && first.texture && first.dimensions)
      tile = { id: first.id, name: first.name, texture: first.texture };
    if (tile) break;
  }
  if (!tile) throw new Error('the demo catalogue has no terracota floor tile with a picture');
  // The face never comes: a 404 at the first press, a network error at the second.
  const facePath = new URL(tile.texture, 'http://shop').pathname;
  let refusal: '404' | 'network error' = '404';
  let refusals = 0;
  await page.route(
    (url) => url.pathname === facePath,
    (route) => {
      refusals++;
      return refusal === '404' ? route.fulfill({ status: 404 }) : route.abort('failed');
    },
  );

  await page.goto(`/producto/${tile.id}`);
  await waitForHydration(page);
  const opener = page.getByRole('button', { name: 'Ver en mi ambiente' });
  const dialog = page.getByRole('dialog', { name: 'Ver en mi ambiente' });
  for (const press of ['404', 'network error'] as const) {
    refusal = press;
    await opener.click();
    await expect(dialog.getByRole('status').filter({ hasText: 'color liso' })).toHaveText(
      `No pudimos cargar la imagen de ${tile.name}: lo mostramos en un color liso parecido. Podés seguir probando ambientes, colocaciones y juntas.`,
    );
    // The room is drawn all the same, in the tile's own colour, and the controls are there.
    await expect(dialog.locator('[data-mode="3d"]')).toBeVisible();
    await expect
      .poll(() => share(page, ROOM_CANVAS, FLOOR_BAND, 'terracota'), {
        message: `${press}: floor`,
      })
      .toBeGreaterThan(0.2);
    await dialog.getByRole('button', { name: 'Baño', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Baño', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialog.getByRole('combobox', { name: 'Colocación' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Descargar imagen' })).toBeEnabled();
    if (press === '404') await sweep.check(page, 'visualizador: sin la imagen del producto');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  expect(refusals).toBeGreaterThanOrEqual(2);
  expect(sweep.count, sweep.report()).toBe(0);
});

test('the shopper’s photo: corners marked by dragging and with the arrow keys, tiles in perspective, to the cart', async ({
  page,
}) => {
  test.setTimeout(180_000);
  failOnConsoleError(page);
  const sweep = new AxeSweep(test.info());
  const tile = await blueTile(page);
  const answer = (await (
    await page.request.get(`/api/visualizer/${tile.id}`)
  ).json()) as VisualizerAnswer;
  const shown = answer.tiles[0];
  if (!shown) throw new Error('no tile');

  await page.goto(`/producto/${tile.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Ver en mi ambiente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ver en mi ambiente' });
  await dialog.getByRole('tab', { name: 'Mi foto' }).click();
  await dialog.locator('input[type="file"]:not([capture])').setInputFiles({
    name: 'mi-cocina.png',
    mimeType: 'image/png',
    buffer: await roomPhoto(),
  });
  const corner = (i: number) => dialog.locator(`[data-corner="${i}"]`);
  await expect(corner(0)).toBeVisible();
  await expect(dialog.locator('[data-face-ready="true"]')).toBeVisible();

  // Corner 1 by dragging it onto the floor's back left corner.
  const canvas = dialog.locator('canvas[data-view="photo"]');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no photo on screen');
  const scale = box.width / 1000;
  const target = PHOTO_FLOOR[0];
  // A mouse drag is how a desktop shopper moves a corner; on the phone profile Playwright's mouse
  // is no finger (the page takes touch), so there the corner is placed with the keys alone.
  const phone = test.info().project.name.startsWith('phone');
  if (!phone) {
    const handle = await corner(0).boundingBox();
    if (!handle) throw new Error('no handle');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + target.x * scale + 20, box.y + target.y * scale + 20, {
      steps: 4,
    });
    await page.mouse.move(box.x + target.x * scale, box.y + target.y * scale, { steps: 4 });
    await page.mouse.up();
  }
  const position = async (i: number) => {
    const label = (await corner(i).getAttribute('aria-label')) ?? '';
    const [, x = 'NaN', y = 'NaN'] = /: (\d+), (\d+)$/.exec(label) ?? [];
    return { x: Number(x), y: Number(y) };
  };
  const dragged = await position(0);
  if (!phone) {
    expect(Math.abs(dragged.x - target.x)).toBeLessThanOrEqual(Math.ceil(1 / scale) + 1);
    expect(Math.abs(dragged.y - target.y)).toBeLessThanOrEqual(Math.ceil(1 / scale) + 1);
  }
  // Then exactly, with the keys.
  await corner(0).focus();
  for (let i = 0; i < Math.abs(target.x - dragged.x); i++)
    await page.keyboard.press(target.x > dragged.x ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(target.y - dragged.y); i++)
    await page.keyboard.press(target.y > dragged.y ? 'ArrowDown' : 'ArrowUp');
  await expect(corner(0)).toHaveAccessibleName(/: 250, 380$/);

  // The others with the arrow keys alone: from (750, 385), (950, 665), (50, 665).
  await corner(1).focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp');
  await expect(corner(1)).toHaveAccessibleName(/: 750, 380$/);
  for (const i of [2, 3]) {
    await corner(i).focus();
    await page.keyboard.press('Shift+ArrowDown');
    for (let k = 0; k < 5; k++) await page.keyboard.press('ArrowDown');
  }
  await expect(corner(2)).toHaveAccessibleName(/: 950, 680$/);
  await expect(corner(3)).toHaveAccessibleName(/: 50, 680$/);

  // The room's size, typed as a shopper types it.
  const length = dialog.getByRole('textbox', { name: 'Largo (m)' });
  await length.fill('');
  await length.pressSequentially('3,5');
  const width = dialog.getByRole('textbox', { name: 'Ancho (m)' });
  await width.fill('');
  await width.pressSequentially('2,8');
  await width.blur();

  // The floor is blue, the wall above it and the dark outside untouched.
  await expect.poll(async () => (await photoPixel(page, 500, 560)).b).toBeGreaterThan(150);
  expect(near(await photoPixel(page, 500, 120), PHOTO_WALL)).toBe(true);
  expect(near(await photoPixel(page, 20, 500), { r: 0x30, g: 0x30, b: 0x30 })).toBe(true);

  // Before/after: all the way to "before" shows the photo's own floor.
  const slider = dialog.getByRole('slider', { name: 'Antes y después' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect
    .poll(async () => near(await photoPixel(page, 500, 560), PHOTO_FLOOR_COLOR))
    .toBe(true);
  await page.keyboard.press('End');
  await expect.poll(async () => (await photoPixel(page, 500, 560)).b).toBeGreaterThan(150);

  await sweep.check(page, 'visualizador: mi foto');

  // The cart, filled from the typed room: 9,8 m² plus the pattern's waste.
  const expected = calculate({
    squareMeters: 3.5 * 2.8,
    metersPerBox: shown.metersPerBox ?? 0,
    unitPrice: effectivePrice(shown.price, shown.discountPercentage),
    includeWaste: true,
    pattern: 'recto',
  });
  await dialog.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(
    dialog.getByText(`Agregaste ${expected?.boxes} cajas de ${tile.name}`),
  ).toBeVisible();
  const cart = await page.evaluate(() => JSON.stringify(localStorage));
  expect(cart).toContain(tile.id);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar imagen' }).click();
  expect((await download).suggestedFilename()).toMatch(/^ambiente-.*\.png$/);
  expect(sweep.count, sweep.report()).toBe(0);
});

/** Where a point of the test photo (its own pixels) is on screen. */
async function onScreen(page: Page, point: { x: number; y: number }) {
  const box = await page.locator('canvas[data-view="photo"]').boundingBox();
  if (!box) throw new Error('no photo on screen');
  const scale = box.width / PHOTO.width;
  return { x: box.x + point.x * scale, y: box.y + point.y * scale, scale };
}

/**
 * A stroke through `points` (the photo's pixels) in two fast moves, so the brush must fill the
 * gaps: with the mouse on a desktop, with a finger (Chromium's touch input) on a phone.
 */
async function stroke(page: Page, points: { x: number; y: number }[], phone: boolean) {
  const screen = await Promise.all(points.map((p) => onScreen(page, p)));
  const [first, ...rest] = screen;
  if (!first) return;
  if (!phone) {
    await page.mouse.move(first.x, first.y);
    await page.mouse.down();
    for (const p of rest) await page.mouse.move(p.x, p.y);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: p ? [{ x: Math.round(p.x), y: Math.round(p.y) }] : [],
    });
  await touch('touchStart', first);
  for (const p of rest) await touch('touchMove', p);
  await touch('touchEnd');
  await cdp.detach();
}

test('the shopper’s photo: a brush uncovers the furniture, undone stroke by stroke, kept while the covering changes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  failOnConsoleError(page);
  const sweep = new AxeSweep(test.info());
  const project = test.info().project.name;
  const phone = project.startsWith('phone');
  const tile = await blueTile(page);
  await page.goto(`/producto/${tile.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Ver en mi ambiente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ver en mi ambiente' });
  await dialog.getByRole('tab', { name: 'Mi foto' }).click();
  const upload = async () =>
    dialog.locator('input[type="file"]:not([capture])').setInputFiles({
      name: 'mi-cocina.png',
      mimeType: 'image/png',
      buffer: await roomPhoto(),
    });
  await upload();
  await expect(dialog.locator('[data-face-ready="true"]')).toBeVisible();

  // The floor's corners, with the keys: from (250, 385), (750, 385), (950, 665), (50, 665).
  for (const i of [0, 1]) {
    await dialog.locator(`[data-corner="${i}"]`).focus();
    for (let k = 0; k < 5; k++) await page.keyboard.press('ArrowUp');
  }
  for (const i of [2, 3]) {
    await dialog.locator(`[data-corner="${i}"]`).focus();
    await page.keyboard.press('Shift+ArrowDown');
    for (let k = 0; k < 5; k++) await page.keyboard.press('ArrowDown');
  }
  await expect(dialog.locator('[data-corner="3"]')).toHaveAccessibleName(/: 50, 680$/);
  const tiled = async (x: number, y: number) => (await photoPixel(page, x, y)).b > 150;
  const original = async (x: number, y: number) =>
    near(await photoPixel(page, x, y), PHOTO_FLOOR_COLOR);
  await expect.poll(() => tiled(500, 560)).toBe(true);

  await page.screenshot({ path: `/tmp/shots-brush/photo-${project}.png` });
  const brush = dialog.getByRole('button', { name: 'Destapar muebles' });
  await brush.click();
  await expect(brush).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('slider', { name: 'Tamaño del pincel' })).toBeVisible();
  const picture = dialog.getByRole('application', { name: /^Pincel sobre tu foto/ });
  await expect(picture).toHaveAccessibleDescription(/flechas para mover el pincel/);

  // With the keys: the cursor starts in the middle (500, 350), Shift+↓ moves it 40 screen pixels.
  const undo = dialog.getByRole('button', { name: 'Deshacer trazo' });
  await expect(undo).toBeDisabled();
  const { scale } = await onScreen(page, { x: 0, y: 0 });
  const fast = 40 / scale;
  const presses = Math.round(210 / fast);
  const y = Math.round(350 + presses * fast);
  const right = Math.round(500 + 3 * fast);
  await picture.focus();
  for (let i = 0; i < presses; i++) await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Space');
  await expect.poll(() => original(500, y)).toBe(true);
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Enter');
  await expect.poll(() => original(right, y)).toBe(true);
  await page.screenshot({ path: `/tmp/shots-brush/keys-${project}.png` });
  await sweep.check(page, 'visualizador: pincel');

  // The eraser paints the tiles back over the last dab; clearing takes the rest.
  const eraser = dialog.getByRole('button', { name: 'Borrar' });
  await eraser.click();
  await picture.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => tiled(right, y)).toBe(true);
  expect(await original(500, y)).toBe(true);
  await dialog.getByRole('button', { name: 'Limpiar pincel' }).click();
  await expect.poll(() => tiled(500, y)).toBe(true);
  await expect(undo).toBeDisabled();
  await eraser.click();
  await expect(eraser).toHaveAttribute('aria-pressed', 'false');

  // A fast stroke along the floor: the photo shows all along it, the tiles all around it.
  await stroke(
    page,
    [
      { x: 350, y: 560 },
      { x: 500, y: 560 },
      { x: 650, y: 560 },
    ],
    phone,
  );
  for (const x of [360, 425, 500, 575, 640])
    await expect.poll(() => original(x, 560), { message: `(${x}, 560)` }).toBe(true);
  expect(await tiled(500, 660)).toBe(true);
  expect(await tiled(200, 600)).toBe(true);
  expect(await tiled(800, 600)).toBe(true);
  await page.screenshot({ path: `/tmp/shots-brush/stroke-${project}.png` });

  // The mask belongs to the photo: another joint keeps it.
  await dialog.getByRole('combobox', { name: 'Junta' }).click();
  await page.getByRole('option', { name: '5 mm', exact: true }).click();
  await expect.poll(() => tiled(500, 660)).toBe(true);
  expect(await original(500, 560)).toBe(true);

  // The before/after slider (and so the download, the same picture): "after" is masked.
  const slider = dialog.getByRole('slider', { name: 'Antes y después' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect.poll(() => original(500, 660)).toBe(true);
  await page.keyboard.press('End');
  await expect.poll(() => tiled(500, 660)).toBe(true);
  expect(await original(500, 560)).toBe(true);

  // "Deshacer trazo" brings the tiles back.
  await undo.click();
  await expect.poll(() => tiled(500, 560)).toBe(true);
  expect(await tiled(425, 560)).toBe(true);
  await expect(undo).toBeDisabled();

  // A new photo starts with no mask.
  await picture.focus();
  await page.keyboard.press('Space');
  await expect(undo).toBeEnabled();
  await upload();
  await expect(undo).toBeDisabled();
  await expect.poll(() => tiled(500, 600)).toBe(true);
  expect(sweep.count, sweep.report()).toBe(0);
});

test('a tile’s page fetches the visualizer once the shopper scrolls, not while nobody touches it, and the room pressed for then opens as prepared', async ({
  page,
}) => {
  failOnConsoleError(page);
  // Not one of blueTile's: their textura changes while this runs.
  const tile = await porcelainTile(page, 2);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const visualizerAsked = () =>
    asked.filter((path) => path.startsWith('/api/visualizer/') || /\/room-3d-/.test(path));

  await page.goto(`/producto/${tile.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Ver en mi ambiente' })).toBeVisible();
  // A page nobody touches (a crawler, Lighthouse) stays as light as it loaded.
  await page.waitForTimeout(2500);
  expect(visualizerAsked()).toEqual([]);

  await page.mouse.wheel(0, 200);
  await expect.poll(() => visualizerAsked().length, { timeout: 15_000 }).toBe(2);

  // Meanwhile, at idle, the first room is painted and drawn out of sight (room-3d.ts's marks).
  const marked = (name: string) =>
    page.evaluate((name) => performance.getEntriesByName(name).length, name);
  await expect.poll(() => marked('visualizer:room-prepared'), { timeout: 15_000 }).toBe(1);

  // Pressed afterwards, it opens from what was fetched: nothing is asked for twice, and the
  // prepared room is the one drawn.
  await page.getByRole('button', { name: 'Ver en mi ambiente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ver en mi ambiente' });
  await expect(dialog.locator('[data-face-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.locator('[data-mode="3d"]')).toHaveAttribute('data-drawn', /^[1-9]/);
  expect(await marked('visualizer:prepared-room-shown')).toBe(1);
  // three.js was here before the press: no sketch is drawn before the prepared room.
  expect(await marked('visualizer:sketch-shown')).toBe(0);
  expect(visualizerAsked()).toHaveLength(2);
});

test('pressed before the shopper has looked around, the room is fetched and drawn first and the controls after it', async ({
  page,
}) => {
  failOnConsoleError(page);
  const tile = await porcelainTile(page, 3);
  // When the room is first counted as drawn, on the page's clock.
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      if (changes.some((c) => c.attributeName === 'data-drawn')) {
        performance.mark('test:room-drawn');
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-drawn'] });
  });
  // A screen tall enough for the button to be pressed without scrolling (a scroll is a look).
  const viewport = page.viewportSize();
  if (viewport) await page.setViewportSize({ width: viewport.width, height: 2000 });
  await page.goto(`/producto/${tile.id}`);
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Ver en mi ambiente' });
  await expect(button).toBeInViewport({ ratio: 1 });
  await page.waitForTimeout(1000);

  // A finger held on the button a moment (the browser idles between its down and its up): that
  // touch is the press, not a look at the page, so nothing is fetched ahead beside the room.
  const box = await button.boundingBox();
  if (!box) throw new Error('the button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(500);
  await page.mouse.up();

  const dialog = page.getByRole('dialog', { name: 'Ver en mi ambiente' });
  await expect(dialog.locator('[data-mode="3d"]')).toHaveAttribute('data-drawn', /^[1-9]/, {
    timeout: 30_000,
  });
  await expect(dialog.getByRole('tab', { name: 'Ambientes' })).toBeVisible({ timeout: 30_000 });
  const [drawnAt, controlsAskedAt] = await page.evaluate(() => [
    performance.getEntriesByName('test:room-drawn')[0]?.startTime ?? NaN,
    performance
      .getEntriesByType('resource')
      .find((entry) => /\/visualizer-controls-[^/]+\.js$/.test(entry.name))?.startTime ?? NaN,
  ]);
  expect(controlsAskedAt).toBeGreaterThan(drawnAt);
  expect(
    await page.evaluate(() => performance.getEntriesByName('visualizer:room-prepared').length),
  ).toBe(0);
});

/** The mean colour of a band of a canvas (fractions of its size). */
async function meanColour(
  page: Page,
  selector: string,
  band: { x0: number; x1: number; y0: number; y1: number },
) {
  return page.evaluate(
    ({ selector, band }) => {
      const source = document.querySelector<HTMLCanvasElement>(selector);
      const copy = document.createElement('canvas');
      copy.width = source?.width ?? 0;
      copy.height = source?.height ?? 0;
      const ctx = copy.getContext('2d');
      if (!source || !ctx || copy.width === 0) return { r: -1, g: -1, b: -1 };
      ctx.drawImage(source, 0, 0);
      const data = ctx.getImageData(
        Math.floor(band.x0 * copy.width),
        Math.floor(band.y0 * copy.height),
        Math.max(1, Math.floor((band.x1 - band.x0) * copy.width)),
        Math.max(1, Math.floor((band.y1 - band.y0) * copy.height)),
      ).data;
      const sum = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4)
        for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (data[i + c] ?? 0);
      const n = data.length / 4;
      return { r: (sum[0] ?? 0) / n, g: (sum[1] ?? 0) / n, b: (sum[2] ?? 0) / n };
    },
    { selector, band },
  );
}

test('while three.js is on its way the room is sketched from the same view, and the 3D room that replaces it agrees', async ({
  page,
}) => {
  failOnConsoleError(page);
  const tile = await porcelainTile(page, 4);
  // three.js held back, as a slow phone's network holds it, until the sketch has been looked at.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/room-3d-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/producto/${tile.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Ver en mi ambiente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ver en mi ambiente' });
  const view = dialog.getByRole('group', { name: /^Vista del ambiente/ });
  await expect(view).toHaveAttribute('data-sketched', 'true', { timeout: 15_000 });
  await expect(view).toHaveAttribute('data-mode', 'loading');
  const sketch = dialog.getByRole('img', { name: `Living con ${tile.name} en el piso` });
  await expect(sketch).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Cargando el ambiente' })).toHaveCount(0);
  const SKETCH = 'canvas[data-view="sketch"]';
  const sketchedFloor = await meanColour(page, SKETCH, FLOOR_BAND);
  const sketchedWall = await meanColour(page, SKETCH, { x0: 0.45, x1: 0.55, y0: 0.05, y1: 0.12 });
  release();

  // The 3D room's first drawing takes its place; same floor, same wall, the same light.
  await expect(view).toHaveAttribute('data-drawn', /^[1-9]/, { timeout: 30_000 });
  await expect(page.locator(SKETCH)).toHaveCount(0);
  await expect(dialog.getByRole('img', { name: `Living con ${tile.name} en el piso` })).toHaveCount(
    1,
  );
  const floor = await meanColour(page, ROOM_CANVAS, FLOOR_BAND);
  const wall = await meanColour(page, ROOM_CANVAS, { x0: 0.45, x1: 0.55, y0: 0.05, y1: 0.12 });
  const apart = (a: typeof floor, b: typeof floor) =>
    Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b);
  expect(apart(sketchedFloor, floor), JSON.stringify({ sketchedFloor, floor })).toBeLessThan(36);
  expect(apart(sketchedWall, wall), JSON.stringify({ sketchedWall, wall })).toBeLessThan(12);
});

test('a browser without WebGL is shown the same room drawn in 2D, with a notice, and it turns', async ({
  page,
}) => {
  failOnConsoleError(page);
  const sweep = new AxeSweep(test.info());
  const tile = await porcelainTile(page, 4);
  // No WebGL context to be had, as on a browser or a machine that has none.
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      options?: unknown,
    ) {
      if (/webgl/.test(kind)) return null;
      return getContext.call(this, kind, options);
    } as typeof getContext;
  });
  await page.goto(`/producto/${tile.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Ver en mi ambiente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ver en mi ambiente' });
  const view = dialog.getByRole('group', { name: /^Vista del ambiente/ });
  await expect(view).toHaveAttribute('data-mode', '2d', { timeout: 30_000 });
  await expect(dialog.getByText(/^Tu navegador no puede mostrar el ambiente en 3D/)).toBeVisible();
  await expect(view).toHaveAttribute('data-drawn', /^[1-9]/);
  const picture = dialog.getByRole('img', { name: `Living con ${tile.name} en el piso` });
  await expect(picture).toBeVisible();

  // A room, not a blank: the floor and the back wall in colours of their own.
  const FLAT = 'canvas[role="img"]:not([data-view])';
  const floor = await meanColour(page, FLAT, FLOOR_BAND);
  const wall = await meanColour(page, FLAT, { x0: 0.45, x1: 0.55, y0: 0.2, y1: 0.25 });
  expect(
    Math.abs(floor.r - wall.r) + Math.abs(floor.g - wall.g) + Math.abs(floor.b - wall.b),
    JSON.stringify({ floor, wall }),
  ).toBeGreaterThan(30);

  // Turned with the arrow keys, drawn again.
  const before = await page.locator(FLAT).evaluate((c: HTMLCanvasElement) => c.toDataURL());
  await view.focus();
  await page.keyboard.press('ArrowLeft');
  await expect
    .poll(() => page.locator(FLAT).evaluate((c: HTMLCanvasElement) => c.toDataURL()))
    .not.toBe(before);
  await expect(dialog.getByRole('tab', { name: 'Ambientes' })).toBeVisible();
  await sweep.check(page, 'visualizador sin WebGL');
  expect(sweep.count, sweep.report()).toBe(0);
});
