import { sql } from 'drizzle-orm';
import type { ActivityAction } from '../../../shared/activity';
import type { Db } from '../../db/client';
import { activityLog, users } from '../../db/schema';

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

/** 'Nombre: a → b; Precio: 1 → 2' of the fields whose shown value changed. */
export function describeChanges(
  fields: { label: string; before: string; after: string }[],
): string {
  return fields
    .filter((field) => field.before !== field.after)
    .map((field) => `${field.label}: ${field.before || '—'} → ${field.after || '—'}`)
    .join('; ');
}
