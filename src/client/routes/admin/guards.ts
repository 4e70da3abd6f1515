import { redirect } from 'react-router';
import type { SessionUser } from '#shared/auth';
import type { PageRole } from '#shared/pages';
import { meQuery } from '#client/api/current-user';
import { queryClient } from '#client/query-client';
import { PAGE_PATHS as P } from '#shared/page-paths';

/** The signed-in admin, or a redirect to /admin/login (also when reading the user fails). */
export async function requireAdminUser(): Promise<SessionUser> {
  let user: SessionUser | null;
  try {
    user = await queryClient.fetchQuery(meQuery);
  } catch {
    throw redirect(P.adminLogin);
  }
  if (!user) throw redirect(P.adminLogin);
  return user;
}

/** Usuarios and logs need super_admin; others go to /admin/productos. */
export async function requireSuperAdminUser(): Promise<SessionUser> {
  const user = await requireAdminUser();
  if (user.role !== 'super_admin') throw redirect(P.adminProducts);
  return user;
}

/** The guard for a page's role in the page table (shared/pages.ts); the route table calls it. */
export async function requireRole(role: PageRole): Promise<SessionUser> {
  return role === 'super_admin' ? requireSuperAdminUser() : requireAdminUser();
}
