import type { QueryClient } from '@tanstack/react-query';
import { type RouteObject, redirect } from 'react-router';
import { ErrorPage } from './components/error-page';
import { type PageModule, type PageModules, pageRoute } from './router';
import { PAGE_PATHS as P, childPath } from '#shared/page-paths';
import { ADMIN_PAGES } from '#shared/admin-pages';

// The admin's screens (its sign-in screens are the storefront's: router.tsx). This module and
// the chunk names its glob lists come only to a browser that opens /admin.
const ADMIN_MODULES: PageModules = import.meta.glob<PageModule>([
  './routes/admin/*.tsx',
  '!./routes/admin/{login,forgot-password,reset-password}.tsx',
]);

/**
 * The admin's half of the route table: its layout (which checks for a staff member) and each
 * screen of the page table, a super admin's checking again.
 */
export function adminRoute(queryClient: QueryClient): RouteObject {
  return {
    ...pageRoute(ADMIN_MODULES, queryClient, 'admin/layout', 'admin'),
    path: P.admin,
    ErrorBoundary: ErrorPage,
    HydrateFallback: () => null,
    children: [
      { index: true, loader: () => redirect(P.adminProducts) },
      ...ADMIN_PAGES.map(({ file, path, role }) => ({
        ...pageRoute(ADMIN_MODULES, queryClient, file, role === 'super_admin' ? role : undefined),
        path: childPath(path, P.admin),
      })),
    ],
  };
}
