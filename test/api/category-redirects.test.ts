import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { createQueryClient } from '#client/query-client';
import { createRoutes } from '#client/route-table';
import { categoryRedirects } from '#server/db/schema';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct } from '../factories';
import { INDEX_HTML } from '../pages';

interface Item {
  id: string;
  name: string;
  order: number;
}

/**
 * Old category addresses keep working (docs/decisions/0008-category-urls.md): after a rename,
 * a move or a delete, the page's old path answers a 301 to where its item is now (its nearest
 * surviving ancestor for a deleted one); a path that is a page again is that page.
 */
describeEachEngine('old category addresses', (engine) => {
  let t: TestApp;
  let editor = '';

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clientFiles: { 'index.html': INDEX_HTML } });
    editor = (await t.signIn('editor')).cookie;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { cookie: editor },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.body ? (response.json() as Item) : undefined;
  };
  const newArea = async (name: string) =>
    (await send('POST', '/api/admin/areas', { name, order: 1_000 })) as Item;
  const newCategory = async (areaId: string, name: string) =>
    (await send('POST', '/api/admin/categories', { name, order: 1_000, areaId })) as Item;
  const newSubcategory = async (categoryId: string, name: string) =>
    (await send('POST', '/api/admin/subcategories', { name, order: 1_000, categoryId })) as Item;
  const editCategory = (category: Item, areaId: string, name = category.name) =>
    send('PUT', `/api/admin/categories/${category.id}`, {
      name,
      order: category.order,
      areaId,
    });
  const renameArea = (area: Item, name: string) =>
    send('PUT', `/api/admin/areas/${area.id}`, { name, order: area.order });

  /** A page's answer: its status and, for a redirect, where to. */
  async function visit(url: string) {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, location: response.headers.location };
  }
  const movedTo = (location: string) => ({ status: 301, location });

  it('sends a renamed categoría’s old address, and its subcategorías’, to their pages today', async () => {
    const area = await newArea('Pisos');
    const category = await newCategory(area.id, 'Porcelanicos');
    await newSubcategory(category.id, 'Simil madera');
    await editCategory(category, area.id, 'Porcelanatos');

    expect(await visit('/productos/pisos/porcelanicos')).toEqual(
      movedTo('/productos/pisos/porcelanatos'),
    );
    expect(await visit('/productos/pisos/porcelanicos/simil-madera')).toEqual(
      movedTo('/productos/pisos/porcelanatos/simil-madera'),
    );
    // The new address is the page; written in capitals or with a trailing slash, the old one
    // still finds its way.
    expect((await visit('/productos/pisos/porcelanatos')).status).toBe(200);
    expect(await visit('/productos/Pisos/PORCELANICOS/')).toEqual(
      movedTo('/productos/pisos/porcelanatos'),
    );
    const cache = await t.app.inject({ method: 'GET', url: '/productos/pisos/porcelanicos' });
    expect(cache.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the query string, so the filters of an old link still apply', async () => {
    const area = await newArea('Paredes');
    const category = await newCategory(area.id, 'Azulejos');
    await editCategory(category, area.id, 'Revestimientos');
    expect(await visit('/productos/paredes/azulejos?marca=Andina&oferta=1')).toEqual(
      movedTo('/productos/paredes/revestimientos?marca=Andina&oferta=1'),
    );
  });

  it('sends a categoría moved to another área to its place there, and a renamed área’s pages to the new name', async () => {
    const from = await newArea('Exterior');
    const to = await newArea('Jardin');
    const category = await newCategory(from.id, 'Deck');
    await newSubcategory(category.id, 'Madera');
    await editCategory(category, to.id);
    expect(await visit('/productos/exterior/deck/madera')).toEqual(
      movedTo('/productos/jardin/deck/madera'),
    );

    await renameArea(to, 'Parque');
    expect(await visit('/productos/jardin')).toEqual(movedTo('/productos/parque'));
    expect(await visit('/productos/jardin/deck')).toEqual(movedTo('/productos/parque/deck'));
  });

  it('goes straight to the last name of a categoría renamed twice, in one hop', async () => {
    const area = await newArea('Banos');
    const category = await newCategory(area.id, 'Griferia');
    await editCategory(category, area.id, 'Canillas');
    await editCategory(category, area.id, 'Grifos');
    expect(await visit('/productos/banos/griferia')).toEqual(movedTo('/productos/banos/grifos'));
    expect(await visit('/productos/banos/canillas')).toEqual(movedTo('/productos/banos/grifos'));
  });

  it('sends a deleted item’s address to its nearest surviving ancestor, or to /productos', async () => {
    const area = await newArea('Cocinas');
    const category = await newCategory(area.id, 'Mesadas');
    const subcategory = await newSubcategory(category.id, 'Granito');
    await send('DELETE', `/api/admin/subcategories/${subcategory.id}`);
    expect(await visit('/productos/cocinas/mesadas/granito')).toEqual(
      movedTo('/productos/cocinas/mesadas'),
    );
    await send('DELETE', `/api/admin/categories/${category.id}`);
    expect(await visit('/productos/cocinas/mesadas')).toEqual(movedTo('/productos/cocinas'));
    expect(await visit('/productos/cocinas/mesadas/granito')).toEqual(
      movedTo('/productos/cocinas'),
    );
    await send('DELETE', `/api/admin/areas/${area.id}`);
    for (const old of ['/productos/cocinas', '/productos/cocinas/mesadas/granito'])
      expect(await visit(old)).toEqual(movedTo('/productos'));
  });

  it('moves a "-2" address that went back to the plain slug when its sibling was deleted', async () => {
    const area = await newArea('Revestimientos');
    const first = await newCategory(area.id, 'Cerámicos');
    const second = await newCategory(area.id, 'Ceramicos');
    expect((await visit('/productos/revestimientos/ceramicos-2')).status).toBe(200);
    await send('DELETE', `/api/admin/categories/${first.id}`);
    expect(second.name).toBe('Ceramicos');
    expect(await visit('/productos/revestimientos/ceramicos-2')).toEqual(
      movedTo('/productos/revestimientos/ceramicos'),
    );
    // The plain address is a page (now the other categoría's): it is shown, not redirected.
    expect((await visit('/productos/revestimientos/ceramicos')).status).toBe(200);
  });

  it('shows the page again, not a redirect, at an address given back by renaming back', async () => {
    const area = await newArea('Terrazas');
    const category = await newCategory(area.id, 'Antideslizantes');
    await editCategory(category, area.id, 'Exteriores');
    expect(await visit('/productos/terrazas/antideslizantes')).toEqual(
      movedTo('/productos/terrazas/exteriores'),
    );
    await editCategory(category, area.id, 'Antideslizantes');
    expect((await visit('/productos/terrazas/antideslizantes')).status).toBe(200);
    expect(await visit('/productos/terrazas/exteriores')).toEqual(
      movedTo('/productos/terrazas/antideslizantes'),
    );
    // Only addresses that are no page are kept.
    const kept = (await t.db.select({ path: categoryRedirects.path }).from(categoryRedirects)).map(
      (row) => row.path,
    );
    expect(kept).toContain('/productos/terrazas/exteriores');
    expect(kept).not.toContain('/productos/terrazas/antideslizantes');
  });

  it('still answers 404 "Página no encontrada" for a category address that never was a page', async () => {
    for (const url of ['/productos/nunca', '/productos/pisos/nunca', '/productos/a/b/c/d']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location, url).toBeUndefined();
      expect(response.body).toContain('<title>Página no encontrada | Cerámicos Ruta 192</title>');
    }
  });

  it('answers the lookup in the API: where a path leads, 404 for nowhere, 400 without a path', async () => {
    const area = await newArea('Piletas');
    const category = await newCategory(area.id, 'Venecitas');
    await editCategory(category, area.id, 'Mosaicos');
    const ask = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/taxonomy/redirect${query}` });

    const moved = await ask('?path=/productos/piletas/venecitas');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ path: '/productos/piletas/mosaicos' });
    for (const path of [
      '/productos/piletas/mosaicos',
      '/productos/nada',
      '/contacto',
      '/productos',
    ]) {
      const none = await ask(`?path=${encodeURIComponent(path)}`);
      expect(none.statusCode, path).toBe(404);
      expect(none.json().error.message).toBe('Página no encontrada');
    }
    const missing = await ask('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ path: 'Falta la dirección de la página' });
    expect((await ask(`?path=/productos/${'x'.repeat(1_000)}`)).statusCode).toBe(400);
  });

  it('keeps the cached catalogue answers right: taxonomy, list and lookups follow each rename', async () => {
    const area = await newArea('Fachadas');
    const category = await newCategory(area.id, 'Ladrillos');
    await createProduct(t.db, { name: 'Ladrillo visto', areaId: area.id, categoryId: category.id });
    // Read (and cached) before the renames.
    expect((await visit('/productos/fachadas/ladrillos')).status).toBe(200);
    const list = `/api/products?categoryId=${category.id}`;
    expect((await t.app.inject({ method: 'GET', url: list })).json().total).toBe(1);

    await editCategory(category, area.id, 'Placas');
    const lookup = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/taxonomy/redirect?path=/productos/fachadas/ladrillos',
      });
    expect((await lookup()).json()).toEqual({ path: '/productos/fachadas/placas' });
    expect(await visit('/productos/fachadas/ladrillos')).toEqual(
      movedTo('/productos/fachadas/placas'),
    );
    const taxonomy = (await t.app.inject({ method: 'GET', url: '/api/taxonomy' })).json();
    expect(taxonomy.categories).toContainEqual(expect.objectContaining({ name: 'Placas' }));

    // The cached lookup follows a second rename, and the new page lists the same products.
    await editCategory(category, area.id, 'Paneles');
    expect((await lookup()).json()).toEqual({ path: '/productos/fachadas/paneles' });
    expect(await visit('/productos/fachadas/placas')).toEqual(
      movedTo('/productos/fachadas/paneles'),
    );
    expect((await visit('/productos/fachadas/paneles')).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: list })).json().total).toBe(1);
  });

  it('ends a navigation inside the app at an old address on the page today, filters kept', async () => {
    const area = await newArea('Interiores');
    const category = await newCategory(area.id, 'Porcelanatos');
    await editCategory(category, area.id, 'Gres');
    // The route table as the browser runs it; its requests reach this app (the storefront the
    // test app serves sends the API calls of loaders to it in process).
    const router = createMemoryRouter(createRoutes(createQueryClient()), {
      initialEntries: ['/productos/interiores/gres'],
    });
    await new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
    await router.navigate('/productos/interiores/porcelanatos?oferta=1');
    expect(router.state.location.pathname).toBe('/productos/interiores/gres');
    expect(router.state.location.search).toBe('?oferta=1');
    router.dispose();
  });
});
