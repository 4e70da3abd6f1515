import { type SQL, and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ACTION_KEYS,
  type ActivityAction,
  type ActivityQuery,
} from '#shared/activity';
import { shopDayBounds } from '#shared/shop-clock';
import type { Db } from '#server/db/client';
import { activityLog, users } from '#server/db/schema';

export interface ActivityRecord {
  actorId: string;
  action: ActivityAction;
  /** What was changed, as a person reads it: 'Producto «Roble 20x120»', 'Pedido #1001'. */
  subject: string;
  /** How: 'Precio: $ 10.000 → $ 12.000'; may be empty. */
  detail: string;
}

const TEXT_MAX = 2000;

/**
 * One entry of the activity log. The actor's e-mail and name are read in the same statement,
 * so the entry keeps them when the account is deleted later. Pass the transaction of the change
 * when there is one, so the entry exists exactly when the change does.
 */
export async function recordActivity(db: Db, record: ActivityRecord): Promise<void> {
  await db.insert(activityLog).values({
    actorId: record.actorId,
    actorEmail: sql`coalesce((select ${users.email} from ${users} where ${users.id} = ${record.actorId}), '')`,
    actorName: sql`coalesce((select ${users.name} from ${users} where ${users.id} = ${record.actorId}), '')`,
    action: record.action,
    subject: record.subject.slice(0, TEXT_MAX),
    detail: record.detail.slice(0, TEXT_MAX),
  });
}

/**
 * How a service writes a change's entry: called inside the change's transaction with what the
 * change needs told (the row before, the row written…), so one fails with the other.
 */
export type RecordIn<T = void> = (tx: Db, change: T) => Promise<void>;

/** 'Nombre: a → b; Precio: 1 → 2' of the fields whose shown value changed. */
export function describeChanges(
  fields: { label: string; before: string; after: string }[],
): string {
  return fields
    .filter((field) => field.before !== field.after)
    .map((field) => `${field.label}: ${field.before || '—'} → ${field.after || '—'}`)
    .join('; ');
}

/**
 * One page of the activity log, newest first, filtered by actor, group of actions and shop days;
 * how many entries match; and every actor the log names (the filter's choices).
 */
export async function listActivity(db: Db, query: ActivityQuery) {
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(eq(activityLog.actorEmail, query.actor));
  if (query.group) {
    const actions = ACTIVITY_ACTION_KEYS.filter(
      (action) => ACTIVITY_ACTIONS[action].group === query.group,
    );
    conditions.push(inArray(activityLog.action, actions));
  }
  if (query.from) conditions.push(gte(activityLog.at, shopDayBounds(query.from).start));
  if (query.to) conditions.push(lte(activityLog.at, shopDayBounds(query.to).end));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals, actors] = await Promise.all([
    db
      .select()
      .from(activityLog)
      .where(where)
      .orderBy(desc(activityLog.at), desc(activityLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(activityLog).where(where),
    db
      .selectDistinctOn([activityLog.actorEmail], {
        email: activityLog.actorEmail,
        name: activityLog.actorName,
      })
      .from(activityLog)
      .orderBy(asc(activityLog.actorEmail), desc(activityLog.at)),
  ]);
  return { rows, total: totals[0]?.n ?? 0, actors };
}
