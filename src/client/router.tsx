import type { QueryClient } from '@tanstack/react-query';
import {
  type HydrationState,
  type IndexRouteObject,
  type LoaderFunction,
  type NonIndexRouteObject,
  type RouteObject,
  createBrowserRouter,
  matchRoutes,
} from 'react-router';
import { ErrorPage } from './components/error-page';
import { PublicLayout } from './components/layout/public-layout';
import { NotFound, notFoundHandle } from './components/not-found';
import { shopSettingsQuery } from './hooks/use-shop-settings';
import type { PageHandle, PageLoader } from './page';
import { PAGE_PATHS as P, childPath } from '#shared/page-paths';
import { type PageRole, PUBLIC_PAGES } from '#shared/pages';

/** What a module in src/client/routes exports (React Router's route-module fields). */
export interface PageModule {
  Component?: React.ComponentType;
  loader?: PageLoader;
  handle?: PageHandle;
}

/** Page modules by their path ('./routes/product.tsx'), as import.meta.glob gives them. */
export type PageModules = Record<string, () => Promise<PageModule>>;

// Each page module is its own lazy chunk, as with import('./routes/…'); the glob also gives the
// module's file name, which the server looks up in Vite's manifest to preload the page's chunks.
// Only the storefront's pages (and the admin's sign-in screens): the admin's screens are in
// admin-routes.tsx, which the browser fetches at the first visit to /admin (adminDiscovery), so a
// shopper's first load carries neither their table nor the names of their ~190 chunks.
const PUBLIC_MODULES: PageModules = import.meta.glob<PageModule>([
  './routes/*.tsx',
  './routes/admin/{login,forgot-password,reset-password}.tsx',
]);

/**
 * The route of the page module src/client/routes/{file}.tsx. Its id is the module's path in
 * Vite's manifest; its loader is handed the query client the routes were made for. A page with
 * a role first checks who is signed in (guards.ts, in the admin's chunks): the page table says
 * who may open it, and no page repeats it.
 */
export function pageRoute(
  modules: PageModules,
  queryClient: QueryClient,
  file: string,
  role?: PageRole,
) {
  const key = `./routes/${file}.tsx`;
  const load = modules[key];
  // A renamed or missing page module fails when the table is made (every test, every start).
  if (!load) throw new Error(`No existe el módulo de página src/client/routes/${file}.tsx`);
  return {
    id: key.slice(2),
    lazy: async () => {
      const [{ Component, loader, handle }, guards] = await Promise.all([
        load(),
        role ? import('./routes/admin/guards') : undefined,
      ]);
      const guarded: LoaderFunction | undefined =
        (loader || guards) &&
        (async (args) => {
          if (guards) await guards.requireRole(role ?? 'admin');
          return (await loader?.({ ...args, queryClient })) ?? null;
        });
      return { Component, handle, ...(guarded ? { loader: guarded } : {}) };
    },
  };
}

/**
 * The storefront's half of the route table, made from the page table
 * (shared/pages.ts): adding a page is one module in routes/ (Component, loader, handle with head
 * and image) and one line there. Made per query client: the browser's one, or the server's one
 * for each request. The whole table, the admin's half included, is route-table.ts's.
 */
export function createPublicRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (file: string, path: string): NonIndexRouteObject => ({
    ...pageRoute(PUBLIC_MODULES, queryClient, file),
    path: childPath(path, P.home),
  });
  const index = (file: string): IndexRouteObject => ({
    ...pageRoute(PUBLIC_MODULES, queryClient, file),
    index: true,
  });
  return [
    {
      path: P.home,
      Component: PublicLayout,
      ErrorBoundary: ErrorPage,
      // Nothing to show while a browser-drawn page's first data loads (server-drawn pages hydrate).
      HydrateFallback: () => null,
      loader: async () => {
        // The layout needs the shop's identity; a failure is shown by the error element.
        await queryClient.ensureQueryData(shopSettingsQuery);
        return null;
      },
      children: [
        ...PUBLIC_PAGES.map(({ file, path }) => (path === P.home ? index(file) : page(file, path))),
        { path: '*', Component: NotFound, handle: notFoundHandle },
      ],
    },
  ];
}

const isAdminPath = (path: string) => path === P.admin || path.startsWith(`${P.admin}/`);

/**
 * React Router's patchRoutesOnNavigation for the browser's router: an address under /admin that
 * the storefront's table does not know (it falls to the not-found page's splat, so the router
 * asks) brings the admin's half of the table. The module is fetched once; each asking navigation
 * patches it in (an interrupted one's patch is dropped by the router, and a repeated one is
 * recognised as the same route).
 */
export function adminDiscovery(queryClient: QueryClient) {
  let admin: Promise<RouteObject> | undefined;
  return async ({
    path,
    patch,
  }: {
    path: string;
    patch: (id: null, routes: RouteObject[]) => void;
  }) => {
    if (!isAdminPath(path)) return;
    admin ??= import('./admin-routes').then(({ adminRoute }) => adminRoute(queryClient));
    patch(null, [await admin]);
  };
}

/**
 * Every page's path ('/producto/:id', '/productos' and '/productos/*'), for the server to register
 * each one as a route.
 */
export function pagePaths(routes: RouteObject[], parent = '/'): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.index
      ? parent
      : route.path?.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path ?? ''}`;
    // A page with subpages ('/productos/*', its category pages) is a page itself too.
    const withBase = path.endsWith('/*') ? [path.slice(0, -2), path] : [path];
    const own = route.index || route.Component || route.lazy ? withBase : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

/**
 * Loads the lazy modules of the routes matching a location, so that their Component, loader and
 * handle are in place before anything renders (hydration must not meet a route still loading).
 */
export async function resolveMatchedModules(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  return matches;
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createPublicRoutes(queryClient), {
    patchRoutesOnNavigation: adminDiscovery(queryClient),
  });
}

/**
 * The router for a page the server rendered: the matched routes' modules are loaded first and
 * the server's loader data is handed over, so the first render in the browser is the server's
 * (hydration), with no loader run and no fallback shown.
 */
export async function createHydratingRouter(
  queryClient: QueryClient,
  hydrationData: HydrationState,
) {
  const routes = createPublicRoutes(queryClient);
  await resolveMatchedModules(routes, window.location.pathname);
  return createBrowserRouter(routes, {
    hydrationData,
    patchRoutesOnNavigation: adminDiscovery(queryClient),
  });
}
