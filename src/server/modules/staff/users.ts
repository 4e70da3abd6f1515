import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Role } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from './passwords';

export async function createUser(
  db: Db,
  input: { email: string; name: string; password: string; role: Role; verified?: boolean },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      emailVerifiedAt: input.verified ? new Date() : null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export type EnsureAdminResult =
  | { kind: 'configured'; email: string }
  | { kind: 'generated'; email: string; password: string }
  | { kind: 'existing' };

export const GENERATED_ADMIN_EMAIL = 'admin@tienda.local';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD make sure that super_admin exists with that password. Without them,
 * an empty users table gets a super_admin with a random password, shown once on the console.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string } | undefined,
): Promise<EnsureAdminResult> {
  if (admin) {
    const email = admin.email.toLowerCase();
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) {
      await db
        .update(users)
        .set({ role: 'super_admin', passwordHash: await hashPassword(admin.password) })
        .where(eq(users.id, existing.id));
    } else {
      await createUser(db, {
        email,
        name: 'Administrador',
        password: admin.password,
        role: 'super_admin',
        verified: true,
      });
    }
    return { kind: 'configured', email };
  }
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { kind: 'existing' };
  const password = randomBytes(12).toString('base64url');
  await createUser(db, {
    email: GENERATED_ADMIN_EMAIL,
    name: 'Administrador',
    password,
    role: 'super_admin',
    verified: true,
  });
  return { kind: 'generated', email: GENERATED_ADMIN_EMAIL, password };
}
