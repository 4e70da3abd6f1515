import { describe, expect, it } from 'vitest';
import { isPageHandle } from '#client/page';
import { createQueryClient } from '#client/query-client';
import { pagePaths, resolveMatchedModules } from '#client/router';
import { createRoutes } from '#client/route-table';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import { ADMIN_PAGE_PATHS as PAGE_PATHS } from '#shared/admin-page-paths';

/**
 * The route table's heads are the one source of a page's title: written into the HTML by the
 * server, applied after each navigation by the layouts (components/layout/document-head.tsx).
 */
describe('page heads', () => {
  const routes = createRoutes(createQueryClient());

  it('gives every page a head: its title on the server and after each navigation', async () => {
    const shop = DEFAULT_SHOP_SETTINGS;
    const titles: Record<string, string> = {};
    for (const path of new Set(pagePaths(routes))) {
      const concrete = path.replace(/:[a-z]+/gi, 'x').replace('/*', '');
      const matches = await resolveMatchedModules(routes, concrete);
      // The page's own head, or (the admin's index, which redirects) its layout's.
      const handle = matches
        .map(({ route }) => route.handle as unknown)
        .reverse()
        .find((h) => isPageHandle(h) && h.head);
      const head = isPageHandle(handle)
        ? handle.head?.({
            queryClient: createQueryClient(),
            params: matches.at(-1)?.params ?? {},
            url: new URL(concrete, 'https://tienda.test'),
            shop,
            publicUrl: 'https://tienda.test',
          })
        : undefined;
      titles[path] = head?.title ?? '(sin título)';
    }
    expect(titles).toMatchObject({
      '/': 'Cerámicos Ruta 192 | Porcelanatos y revestimientos',
      '/productos': 'Productos | Cerámicos Ruta 192',
      '/carrito': 'Carrito | Cerámicos Ruta 192',
      [PAGE_PATHS.adminLogin]: 'Iniciar Sesión | Cerámicos Ruta 192',
      [PAGE_PATHS.adminOrders]: 'Órdenes | Cerámicos Ruta 192',
      [PAGE_PATHS.admin]: 'Panel de Administración | Cerámicos Ruta 192',
    });
    // A legal page's title is its text's, known once the text has loaded: each other page has one.
    const untitled = Object.entries(titles).filter(([, title]) => title === '(sin título)');
    expect(untitled.map(([path]) => path).sort()).toEqual(
      [PAGE_PATHS.terms, PAGE_PATHS.privacy, PAGE_PATHS.withdrawal].sort(),
    );
  });
});
