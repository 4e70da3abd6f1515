import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { adminRoute } from './admin-routes';
import { createPublicRoutes } from './router';

/**
 * The whole route table, the storefront's half and the admin's: what the server renders and
 * registers every page path from. The browser starts with the storefront's half and adds the
 * admin's at the first visit to /admin (router.tsx, adminDiscovery).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [...createPublicRoutes(queryClient), adminRoute(queryClient)];
}
