import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { RESET_LINK_MINUTES } from '#shared/passwords';
import type { Db } from '#server/db/client';
import { mailQueue, passwordResets, sessions, users } from '#server/db/schema';
import type { MailQueue } from '#server/lib/mail';
import { RESET_REQUIRED_HASH, hashPassword } from './passwords';
import type { RecordIn } from './activity';
import { hashToken, newToken } from '#server/lib/tokens';

type ResetUser = { id: string; email: string; name: string };

/**
 * Stores a single-use link to choose a new password (only the token's hash) and queues its e-mail,
 * in the caller's transaction: the mail_queue row commits or not with the link (the queue sends
 * it once kicked after the commit, see MailQueue).
 */
async function queueResetLink(tx: Db, publicUrl: string, user: ResetUser, now: Date) {
  const token = newToken();
  // Expired links go with each new one: the table stays small without a scheduler.
  await tx.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
  await tx.insert(passwordResets).values({
    id: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60 * 1000),
  });
  const link = `${publicUrl}/admin/restablecer?token=${token}`;
  await tx.insert(mailQueue).values({
    to: user.email,
    subject: 'Restablecé tu contraseña',
    text:
      `Hola ${user.name}:\n\nPara elegir una contraseña nueva abrí este enlace:\n${link}\n\n` +
      `El enlace sirve una sola vez y vence en ${RESET_LINK_MINUTES} minutos. Si no lo pediste, ` +
      'ignorá este correo: tu contraseña no cambia.',
    nextAttemptAt: new Date(),
  });
}

/** E-mails a single-use link to choose a new password; only the token's hash is stored. */
export async function sendResetLink(
  db: Db,
  mail: MailQueue,
  publicUrl: string,
  user: ResetUser,
  now = new Date(),
): Promise<void> {
  await db.transaction((tx) => queueResetLink(tx, publicUrl, user, now));
  mail.kick();
}

/**
 * Uses a reset link: sets the password and ends every session of the user. Single use: the
 * link (and any other link of the user) is deleted in the same transaction. Null when the
 * token is unknown, used or expired — found out before argon2 runs, so a stranger's made-up
 * tokens cost a lookup each, not a hash (which would slow every sign-in of the shop).
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ id: string; email: string; name: string; role: 'editor' | 'super_admin' } | null> {
  const valid = and(eq(passwordResets.id, hashToken(token)), gt(passwordResets.expiresAt, now));
  const [known] = await db.select({ id: passwordResets.id }).from(passwordResets).where(valid);
  if (!known) return null;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Deleted here, not at the lookup: of two uses of one link at once, only one gets a row.
    const [link] = await tx
      .delete(passwordResets)
      .where(valid)
      .returning({ userId: passwordResets.userId });
    if (!link) return null;
    await tx.delete(passwordResets).where(eq(passwordResets.userId, link.userId));
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, link.userId))
      .returning({ id: users.id, email: users.email, name: users.name, role: users.role });
    await tx.delete(sessions).where(eq(sessions.userId, link.userId));
    return user ?? null;
  });
}

/**
 * A super_admin's forced reset: the current password stops working, every session ends, a link
 * to choose a new password is queued for the user and the Actividad entry is written (`recordIn`),
 * all in one transaction. The e-mail is a mail_queue row of that transaction, sent only after the
 * commit (the queue is kicked once this returns): a refused entry leaves the password, the
 * sessions and the outbox as they were, and no link goes out for a reset that did not happen.
 */
export async function forcePasswordReset(
  db: Db,
  mail: MailQueue,
  publicUrl: string,
  user: ResetUser,
  recordIn: RecordIn,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: RESET_REQUIRED_HASH }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await queueResetLink(tx, publicUrl, user, now);
    await recordIn(tx);
  });
  mail.kick();
}

/** Sets a user's password and ends their other sessions (all of them without `keepToken`). */
export async function changePassword(
  db: Db,
  userId: string,
  password: string,
  keepToken?: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    await tx
      .delete(sessions)
      .where(
        keepToken
          ? and(eq(sessions.userId, userId), ne(sessions.id, hashToken(keepToken)))
          : eq(sessions.userId, userId),
      );
  });
}
