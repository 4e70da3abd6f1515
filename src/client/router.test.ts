import { type RouteObject, createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#shared/auth';
import { ADMIN_PAGE_PATHS as PAGE_PATHS } from '#shared/admin-page-paths';
import { adminRoute } from './admin-routes';
import { meQuery } from './api/current-user';
import { createQueryClient, queryClient as shopQueryClient } from './query-client';
import { loader as loginLoader } from './routes/admin/login';
import { requireRole } from './routes/admin/guards';
import { adminDiscovery, createPublicRoutes, pagePaths, resolveMatchedModules } from './router';
import { createRoutes } from './route-table';

describe('the route table', () => {
  const routes = createRoutes(createQueryClient());

  it('names every page of PAGE_PATHS, and nothing else', () => {
    expect(new Set(pagePaths(routes))).toEqual(new Set(Object.values(PAGE_PATHS)));
  });

  it("names each page by its module's path in Vite's manifest, and loads it", async () => {
    const matches = await resolveMatchedModules(routes, '/producto/abc');
    expect(matches.map(({ route }) => route.id)).toEqual([undefined, 'routes/product.tsx']);
    const page = matches[1]?.route;
    expect(page?.Component).toBeTypeOf('function');
    expect(page?.loader).toBeTypeOf('function');
    expect(page?.handle).toMatchObject({ serverRendered: true });
  });

  it("keeps the admin's screens out of the storefront's half: an address under /admin brings them", async () => {
    const queryClient = createQueryClient();
    const storefront = createPublicRoutes(queryClient);
    const storefrontPaths = pagePaths(storefront);
    expect(storefrontPaths).toContain(PAGE_PATHS.adminLogin);
    expect(storefrontPaths).not.toContain(PAGE_PATHS.adminUsers);

    const router = createMemoryRouter(storefront, {
      initialEntries: [PAGE_PATHS.adminUsers],
      patchRoutesOnNavigation: adminDiscovery(queryClient),
    });
    // The router asks before any loader runs (they would fail here: no API in a unit test).
    await expect
      .poll(() => router.routes.map(({ id }) => id))
      .toEqual(['0', 'routes/admin/layout.tsx']);
    const matched = matchRoutes(router.routes, PAGE_PATHS.adminUsers) ?? [];
    expect(matched.map(({ route }) => route.id)).toEqual([
      'routes/admin/layout.tsx',
      'routes/admin/users.tsx',
    ]);
    router.dispose();
  });

  it("brings the admin's half only for an address under /admin", async () => {
    const discover = adminDiscovery(createQueryClient());
    const patched: string[][] = [];
    const patch = (_: null, routes: RouteObject[]) =>
      patched.push(routes.map(({ path }) => path ?? ''));
    await discover({ path: '/no-existe', patch });
    await discover({ path: '/administracion', patch });
    expect(patched).toEqual([]);
    await Promise.all([
      discover({ path: PAGE_PATHS.adminUsers, patch }),
      discover({ path: PAGE_PATHS.admin, patch }),
    ]);
    expect(patched).toEqual([[PAGE_PATHS.admin], [PAGE_PATHS.admin]]);
  });
});

/** Where a thrown or returned redirect of a loader sends the browser. */
async function redirectTarget(run: () => unknown): Promise<string | null> {
  let answer: unknown;
  try {
    answer = await run();
  } catch (thrown) {
    answer = thrown;
  }
  return answer instanceof Response ? answer.headers.get('Location') : null;
}

describe("the admin's entry", () => {
  const staff = (role: SessionUser['role']): SessionUser => ({
    id: 'u1',
    email: 'staff@example.com',
    name: 'Staff',
    role,
    emailVerified: true,
  });

  it('"/admin | Guarded admin layout; index redirects to /admin/productos"', async () => {
    const index = adminRoute(createQueryClient()).children?.find((route) => route.index);
    const loader = index?.loader;
    expect(typeof loader).toBe('function');
    if (typeof loader !== 'function') return;
    const args = {
      request: new Request('https://tienda.test/admin'),
      url: new URL('https://tienda.test/admin'),
      pattern: PAGE_PATHS.admin,
      params: {},
      context: undefined,
    };
    expect(await redirectTarget(() => loader(args))).toBe(PAGE_PATHS.adminProducts);
  });

  it('"On success for an admin, navigates to /admin/productos": a signed-in admin at the login goes there too', async () => {
    shopQueryClient.setQueryData(meQuery.queryKey, staff('editor'));
    try {
      expect(await redirectTarget(() => loginLoader())).toBe(PAGE_PATHS.adminProducts);
    } finally {
      shopQueryClient.removeQueries({ queryKey: meQuery.queryKey });
    }
  });

  it('"usuarios and logs require role super_admin in the user record; others are redirected to /admin/productos"', async () => {
    shopQueryClient.setQueryData(meQuery.queryKey, staff('editor'));
    try {
      expect(await redirectTarget(() => requireRole('super_admin'))).toBe(PAGE_PATHS.adminProducts);
      expect(await redirectTarget(() => requireRole('admin'))).toBeNull();
    } finally {
      shopQueryClient.removeQueries({ queryKey: meQuery.queryKey });
    }
  });
});
