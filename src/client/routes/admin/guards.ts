import { redirect } from 'react-router';
import type { SessionUser } from '../../../shared/auth';
import { meQuery } from '../../api/current-user';
import { queryClient } from '../../query-client';

/** The signed-in admin, or a redirect to /admin/login (also when reading the user fails). */
export async function requireAdminUser(): Promise<SessionUser> {
  let user: SessionUser | null;
  try {
    user = await queryClient.fetchQuery(meQuery);
  } catch {
    throw redirect('/admin/login');
  }
  if (!user) throw redirect('/admin/login');
  return user;
}

/** SPEC §6: usuarios and logs need super_admin; others go to /admin/productos. */
export async function requireSuperAdminUser(): Promise<SessionUser> {
  const user = await requireAdminUser();
  if (user.role !== 'super_admin') throw redirect('/admin/productos');
  return user;
}
