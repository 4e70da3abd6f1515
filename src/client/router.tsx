import {
  type HydrationState,
  type RouteObject,
  createBrowserRouter,
  matchRoutes,
  redirect,
} from 'react-router';
import { ErrorPage } from './components/error-page';
import { PublicLayout } from './components/layout/public-layout';
import { NotFound } from './components/not-found';
import { shopSettingsQuery } from './features/settings/use-shop-settings';
import { queryClient } from './query-client';
import { PAGE_PATHS as P, childPath } from '../shared/page-paths';

const publicPath = (path: string) => childPath(path, P.home);
const adminPath = (path: string) => childPath(path, P.admin);

/**
 * The one route table (SPEC §2). Every page is its own lazy module; everything under /admin
 * (including the login screen) lives in chunks a shopper never downloads.
 */
export const routes: RouteObject[] = [
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
      { index: true, lazy: () => import('./routes/home') },
      { path: publicPath(P.products), lazy: () => import('./routes/products') },
      { path: publicPath(P.product), lazy: () => import('./routes/product') },
      { path: publicPath(P.cart), lazy: () => import('./routes/cart') },
      { path: publicPath(P.checkout), lazy: () => import('./routes/checkout') },
      { path: publicPath(P.contact), lazy: () => import('./routes/contact') },
      { path: publicPath(P.orderPage), lazy: () => import('./routes/order-page') },
      { path: publicPath(P.terms), lazy: () => import('./routes/terms') },
      { path: publicPath(P.privacy), lazy: () => import('./routes/privacy') },
      { path: publicPath(P.withdrawal), lazy: () => import('./routes/withdrawal') },
      { path: publicPath(P.adminLogin), lazy: () => import('./routes/admin/login') },
      {
        path: publicPath(P.adminForgotPassword),
        lazy: () => import('./routes/admin/forgot-password'),
      },
      {
        path: publicPath(P.adminResetPassword),
        lazy: () => import('./routes/admin/reset-password'),
      },
      { path: '*', Component: NotFound },
    ],
  },
  {
    path: P.admin,
    lazy: () => import('./routes/admin/layout'),
    ErrorBoundary: ErrorPage,
    HydrateFallback: () => null,
    children: [
      { index: true, loader: () => redirect(P.adminProducts) },
      { path: adminPath(P.adminProducts), lazy: () => import('./routes/admin/products') },
      { path: adminPath(P.adminAreas), lazy: () => import('./routes/admin/areas') },
      { path: adminPath(P.adminCategories), lazy: () => import('./routes/admin/categories') },
      { path: adminPath(P.adminOrders), lazy: () => import('./routes/admin/orders') },
      { path: adminPath(P.adminUsers), lazy: () => import('./routes/admin/users') },
      { path: adminPath(P.adminLogs), lazy: () => import('./routes/admin/logs') },
      { path: adminPath(P.adminSettings), lazy: () => import('./routes/admin/settings') },
      { path: adminPath(P.adminLegal), lazy: () => import('./routes/admin/legal') },
      {
        path: adminPath(P.adminWithdrawals),
        lazy: () => import('./routes/admin/withdrawals'),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

/**
 * The router for a page the server rendered: the matched routes' lazy modules are loaded first
 * and the server's loader data is handed over, so the first render in the browser is the
 * server's (hydration), with no loader run and no fallback shown.
 */
export async function createHydratingRouter(hydrationData: HydrationState) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData });
}
