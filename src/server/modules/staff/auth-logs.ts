import { count, desc, eq } from 'drizzle-orm';
import type { AdminLogsQuery, AuthEventType } from '#shared/admin-logs';
import type { SessionUser } from '#shared/auth';
import type { Db } from '#server/db/client';
import { authLogs, users } from '#server/db/schema';
import { Throttle } from '#server/lib/throttle';

const USER_AGENT_MAX = 512;

/**
 * Sign-in and sign-out are logged, except for super_admin users; so are password
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
    userAgent: (userAgent ?? '').slice(0, USER_AGENT_MAX),
  });
}

/**
 * How many failed or refused sign-ins the log keeps per window, all accounts and addresses
 * together, and how often one address's refusals are logged. Anyone can make a sign-in fail, so
 * these rows are written on a stranger's request: the sign-in throttle already bounds the
 * failures per address (modules/staff/auth-routes.ts), and these bound the total, so a guesser spread over
 * many addresses cannot fill the database through the log (the attempts themselves are still
 * refused; only their rows stop).
 */
export const FAILED_SIGN_IN_LOG_LIMITS: {
  windowMs: number;
  perWindow: number;
  refusalsPerAddress: number;
} = { windowMs: 15 * 60 * 1000, perWindow: 500, refusalsPerAddress: 1 };

export interface FailedSignIn {
  /** The e-mail as typed (normalised), whether or not an account has it. */
  email: string;
  userAgent: string | undefined;
  address: string;
}

/**
 * Failed sign-ins ('Inicio de sesión fallido') and sign-ins refused by the throttle ('Inicio de
 * sesión bloqueado'). Unlike a sign-in, a failure is logged for a super_admin account too: it is
 * someone else's attempt at the most valuable account, which is what the log is for. The budget
 * is counted in the database like the sign-in throttle, so it holds across processes.
 */
export class FailedSignInLog {
  private readonly budget: Throttle;

  constructor(
    private readonly db: Db,
    private readonly limits: typeof FAILED_SIGN_IN_LOG_LIMITS = FAILED_SIGN_IN_LOG_LIMITS,
  ) {
    this.budget = new Throttle(db, 'sign-in-log', limits.windowMs);
  }

  async failed(attempt: FailedSignIn): Promise<void> {
    const allowed = await this.budget.reserve([{ key: 'all', max: this.limits.perWindow }]);
    if (allowed) await this.write(attempt, 'login_failed');
  }

  /** At most once per address and window: a refused address retrying adds no rows. */
  async throttled(attempt: FailedSignIn): Promise<void> {
    const allowed = await this.budget.reserve([
      { key: 'all', max: this.limits.perWindow },
      { key: `refused:${attempt.address}`, max: this.limits.refusalsPerAddress },
    ]);
    if (allowed) await this.write(attempt, 'login_throttled');
  }

  /** The row names the account when one has the e-mail (its role as it is now). */
  private async write(attempt: FailedSignIn, eventType: AuthEventType): Promise<void> {
    const [user] = await this.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, attempt.email));
    await this.db.insert(authLogs).values({
      userId: user?.id ?? null,
      email: attempt.email,
      eventType,
      role: user?.role ?? '',
      userAgent: (attempt.userAgent ?? '').slice(0, USER_AGENT_MAX),
    });
  }
}

/** One page of the authentication log, newest first, and how many entries there are in all. */
export async function listAuthLogs(db: Db, query: AdminLogsQuery) {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: authLogs.id,
        userId: authLogs.userId,
        email: authLogs.email,
        role: authLogs.role,
        eventType: authLogs.eventType,
        userAgent: authLogs.userAgent,
        timestamp: authLogs.timestamp,
      })
      .from(authLogs)
      .orderBy(desc(authLogs.timestamp), desc(authLogs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(authLogs),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Empties the authentication log; how many entries it held. */
export async function clearAuthLogs(db: Db): Promise<number> {
  const deleted = await db.delete(authLogs).returning({ id: authLogs.id });
  return deleted.length;
}
