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
import { PAGE_PATHS as P, childPath } from '../shared/page-paths';

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
 * Vite's manifest; its loader is handed the query client the routes were made for.
 */
function pageRoute(queryClient: QueryClient, file: string) {
  const key = `./routes/${file}.tsx`;
  const load = PAGE_MODULES[key];
  // A renamed or missing page module fails when the table is made (every test, every start).
  if (!load) throw new Error(`No existe el módulo de página src/client/routes/${file}.tsx`);
  return {
    id: key.slice(2),
    lazy: async () => {
      const { Component, loader, handle } = await load();
      const withClient: LoaderFunction | undefined =
        loader && ((args) => loader({ ...args, queryClient }) ?? null);
      return { Component, handle, ...(withClient ? { loader: withClient } : {}) };
    },
  };
}

/**
 * The one route table (SPEC §2): the only place a page is named. Adding a page is one module in
 * routes/ (Component, loader, handle with head and image) and one line here. Everything under
 * /admin (the login screen too) lives in chunks a shopper never downloads. Made per query
 * client: the browser's one, or the server's one for each request.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (file: string, path: string): NonIndexRouteObject => ({
    ...pageRoute(queryClient, file),
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
        index('home'),
        page('products', publicPath(P.catalogue)),
        page('product', publicPath(P.product)),
        page('cart', publicPath(P.cart)),
        page('shared-cart', publicPath(P.sharedCart)),
        page('checkout', publicPath(P.checkout)),
        page('contact', publicPath(P.contact)),
        page('order-page', publicPath(P.orderPage)),
        page('terms', publicPath(P.terms)),
        page('privacy', publicPath(P.privacy)),
        page('withdrawal', publicPath(P.withdrawal)),
        page('admin/login', publicPath(P.adminLogin)),
        page('admin/forgot-password', publicPath(P.adminForgotPassword)),
        page('admin/reset-password', publicPath(P.adminResetPassword)),
        { path: '*', Component: NotFound, handle: notFoundHandle },
      ],
    },
    {
      ...page('admin/layout', P.admin),
      ErrorBoundary: ErrorPage,
      HydrateFallback: () => null,
      children: [
        { index: true, loader: () => redirect(P.adminSummary) },
        page('admin/summary', adminPath(P.adminSummary)),
        page('admin/customers', adminPath(P.adminCustomers)),
        page('admin/products', adminPath(P.adminProducts)),
        page('admin/prices', adminPath(P.adminPrices)),
        page('admin/areas', adminPath(P.adminAreas)),
        page('admin/categories', adminPath(P.adminCategories)),
        page('admin/orders', adminPath(P.adminOrders)),
        page('admin/delivery-zones', adminPath(P.adminDeliveryZones)),
        page('admin/users', adminPath(P.adminUsers)),
        page('admin/logs', adminPath(P.adminLogs)),
        page('admin/activity', adminPath(P.adminActivity)),
        page('admin/trash', adminPath(P.adminTrash)),
        page('admin/backups', adminPath(P.adminBackups)),
        page('admin/settings', adminPath(P.adminSettings)),
        page('admin/legal', adminPath(P.adminLegal)),
        page('admin/home', adminPath(P.adminHome)),
        page('admin/withdrawals', adminPath(P.adminWithdrawals)),
        page('admin/stock', adminPath(P.adminStock)),
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
