import type { QueryClient } from '@tanstack/react-query';
import {
  type HydrationState,
  type IndexRouteObject,
  type LoaderFunction,
  type NonIndexRouteObject,
  type RouteObject,
  createBrowserRouter,
  matchRoutes,
  redirect,
} from 'react-router';
import { ErrorPage } from './components/error-page';
import { PublicLayout } from './components/layout/public-layout';
import { NotFound, notFoundHandle } from './components/not-found';
import { shopSettingsQuery } from './hooks/use-shop-settings';
import type { PageHandle, PageLoader } from './page';
import { PAGE_PATHS as P, childPath } from '#shared/page-paths';
import { ADMIN_PAGES, type PageRole, PUBLIC_PAGES } from '#shared/pages';

const publicPath = (path: string) => childPath(path, P.home);
const adminPath = (path: string) => childPath(path, P.admin);

/** What a module in src/client/routes exports (React Router's route-module fields). */
interface PageModule {
  Component?: React.ComponentType;
  loader?: PageLoader;
  handle?: PageHandle;
}

// Each page module is its own lazy chunk, as with import('./routes/…'); the glob also gives the
// module's file name, which the server looks up in Vite's manifest to preload the page's chunks.
const PAGE_MODULES = import.meta.glob<PageModule>('./routes/**/*.tsx');

/**
 * The route of the page module src/client/routes/{file}.tsx. Its id is the module's path in
 * Vite's manifest; its loader is handed the query client the routes were made for. A page with
 * a role first checks who is signed in (guards.ts, in the admin's chunks): the page table says
 * who may open it, and no page repeats it.
 */
function pageRoute(queryClient: QueryClient, file: string, role?: PageRole) {
  const key = `./routes/${file}.tsx`;
  const load = PAGE_MODULES[key];
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
 * The one route table (SPEC §2), made from the page table (shared/pages.ts): adding a page is
 * one module in routes/ (Component, loader, handle with head and image) and one line there.
 * Everything under /admin (the login screen too) lives in chunks a shopper never downloads. Made
 * per query client: the browser's one, or the server's one for each request.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (file: string, path: string, role?: PageRole): NonIndexRouteObject => ({
    ...pageRoute(queryClient, file, role),
    path,
  });
  const index = (file: string): IndexRouteObject => ({
    ...pageRoute(queryClient, file),
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
        ...PUBLIC_PAGES.map(({ file, path }) =>
          path === P.home ? index(file) : page(file, publicPath(path)),
        ),
        { path: '*', Component: NotFound, handle: notFoundHandle },
      ],
    },
    {
      ...page('admin/layout', P.admin, 'admin'),
      ErrorBoundary: ErrorPage,
      HydrateFallback: () => null,
      children: [
        { index: true, loader: () => redirect(P.adminSummary) },
        // The layout has checked for a staff member already; a super admin's page checks again.
        ...ADMIN_PAGES.map(({ file, path, role }) =>
          page(file, adminPath(path), role === 'super_admin' ? role : undefined),
        ),
      ],
    },
  ];
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
  return createBrowserRouter(createRoutes(queryClient));
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
  const routes = createRoutes(queryClient);
  await resolveMatchedModules(routes, window.location.pathname);
  return createBrowserRouter(routes, { hydrationData });
}
