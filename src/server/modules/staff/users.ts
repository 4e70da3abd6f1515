import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { AdminUser, UpdateUserSchema } from '#shared/admin-users';
import type { z } from 'zod';
import type { Role } from '#shared/auth';
import type { Db } from '#server/db/client';
import { emailVerifications, users } from '#server/db/schema';
import { hashPassword } from './passwords';
import type { RecordIn } from './activity';

/**
 * Creates an account; its id. With `recordIn`, in one transaction with the Actividad entry of the
 * staff member who created it (the password is hashed before, not holding the transaction).
 */
export async function createUser(
  db: Db,
  input: { email: string; name: string; password: string; role: Role; verified?: boolean },
  recordIn?: RecordIn<string>,
): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  const insert = async (tx: Db) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email.trim().toLowerCase(),
        name: input.name,
        role: input.role,
        passwordHash,
        emailVerifiedAt: input.verified ? new Date() : null,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  };
  if (!recordIn) return insert(db);
  return db.transaction(async (tx) => {
    const id = await insert(tx);
    await recordIn(tx, id);
    return id;
  });
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

const userColumns = { id: users.id, email: users.email, name: users.name, role: users.role };

/** Every account, the oldest first, as the Usuarios screen lists them. */
export function listUsers(db: Db): Promise<AdminUser[]> {
  return db.select(userColumns).from(users).orderBy(asc(users.createdAt));
}

export async function findUser(db: Db, id: string): Promise<AdminUser | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
}

/** The account of an address (stored in lower case), with its password hash; signing in. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function userPasswordHash(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id));
  return row?.passwordHash;
}

/** Changes an account's name and role, in one transaction with its Actividad entry. */
export function updateUser(
  db: Db,
  id: string,
  input: z.output<typeof UpdateUserSchema>,
  recordIn: RecordIn<AdminUser>,
): Promise<AdminUser | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ name: input.name, role: input.role })
      .where(eq(users.id, id))
      .returning(userColumns);
    if (row) await recordIn(tx, row);
    return row;
  });
}

/**
 * Deletes the account, in one transaction with its Actividad entry; its sessions go with it
 * (ON DELETE CASCADE).
 */
export async function deleteUser(db: Db, id: string, recordIn: RecordIn): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, id));
    await recordIn(tx);
  });
}

/** Keeps an e-mail verification link's token (its hash) for `ttlMs`. */
export async function saveEmailVerification(
  db: Db,
  tokenHash: string,
  userId: string,
  ttlMs: number,
): Promise<void> {
  await db.insert(emailVerifications).values({
    id: tokenHash,
    userId,
    expiresAt: new Date(Date.now() + ttlMs),
  });
}

/**
 * Uses a verification link once: its row is deleted and the account's address marked verified.
 * False when the token is unknown or expired.
 */
export async function verifyEmail(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .delete(emailVerifications)
    .where(and(eq(emailVerifications.id, tokenHash), gt(emailVerifications.expiresAt, new Date())))
    .returning({ userId: emailVerifications.userId });
  if (!row) return false;
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, row.userId));
  return true;
}
