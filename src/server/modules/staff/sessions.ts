import { and, eq, gt, lt } from 'drizzle-orm';
import type { SessionUser } from '#shared/auth';
import type { Db } from '#server/db/client';
import { sessions, users } from '#server/db/schema';
import { hashToken, newToken } from '#server/lib/tokens';

export const SESSION_COOKIE = 'sid';
/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …and after this long in any case. */
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export async function createSession(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_MS),
  });
  // Opportunistic clean-up keeps the table small without a scheduler.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return token;
}

/** The signed-in user for a cookie token, or null when missing, expired or idle too long. */
export async function userForSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}
