import type { AuthEventType } from '../../shared/admin-logs';
import type { SessionUser } from '../../shared/auth';
import type { Db } from '../db/client';
import { authLogs } from '../db/schema';

/**
 * SPEC §4: sign-in and sign-out are logged, except for super_admin users; so are password
 * changes and resets.
 */
export async function writeAuthLog(
  db: Db,
  user: SessionUser,
  eventType: AuthEventType,
  userAgent: string | undefined,
): Promise<void> {
  if (user.role === 'super_admin') return;
  await db.insert(authLogs).values({
    userId: user.id,
    email: user.email,
    eventType,
    role: user.role,
    userAgent: (userAgent ?? '').slice(0, 512),
  });
}
