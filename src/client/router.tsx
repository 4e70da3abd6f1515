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

/**
 * The one route table (SPEC §2). Every page is its own lazy module; everything under /admin
 * (including the login screen) lives in chunks a shopper never downloads.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    ErrorBoundary: ErrorPage,
    // The page is rendered only in the browser; nothing to show while the first data loads.
    HydrateFallback: () => null,
    loader: async () => {
      // The layout needs the shop's identity; a failure is shown by the error element.
      await queryClient.ensureQueryData(shopSettingsQuery);
      return null;
    },
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'productos', lazy: () => import('./routes/products') },
      { path: 'producto/:id', lazy: () => import('./routes/product') },
      { path: 'carrito', lazy: () => import('./routes/cart') },
      { path: 'checkout', lazy: () => import('./routes/checkout') },
      { path: 'contacto', lazy: () => import('./routes/contact') },
      { path: 'admin/login', lazy: () => import('./routes/admin/login') },
      { path: '*', Component: NotFound },
    ],
  },
  {
    path: '/admin',
    lazy: () => import('./routes/admin/layout'),
    ErrorBoundary: ErrorPage,
    HydrateFallback: () => null,
    children: [
      { index: true, loader: () => redirect('/admin/productos') },
      { path: 'productos', lazy: () => import('./routes/admin/products') },
      { path: 'areas', lazy: () => import('./routes/admin/areas') },
      { path: 'categorias', lazy: () => import('./routes/admin/categories') },
      { path: 'pedidos', lazy: () => import('./routes/admin/orders') },
      { path: 'usuarios', lazy: () => import('./routes/admin/users') },
      { path: 'logs', lazy: () => import('./routes/admin/logs') },
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
