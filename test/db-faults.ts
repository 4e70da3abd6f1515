import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '#shared/messages';
import type { Db } from '#server/db/client';
import { activityLog } from '#server/db/schema';

/**
 * Makes the database itself refuse new Actividad entries of one action, as a full disk or a lost
 * connection would, so a test can prove that what they record is undone with them. Returns the
 * function that lets them in again.
 */
export async function refuseActivity(db: Db, action: string): Promise<() => Promise<void>> {
  const name = sql.raw(`refuse_${action.replace(/\W/g, '_')}`);
  await db.execute(sql`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.action = ${sql.raw(`'${action.replace(/'/g, "''")}'`)} THEN
        RAISE EXCEPTION 'activity log refused';
      END IF;
      RETURN NEW;
    END $$`);
  await db.execute(
    sql`CREATE TRIGGER ${name} BEFORE INSERT ON activity_log FOR EACH ROW EXECUTE FUNCTION ${name}()`,
  );
  return async () => {
    await db.execute(sql`DROP TRIGGER ${name} ON activity_log`);
    await db.execute(sql`DROP FUNCTION ${name}()`);
  };
}

/**
 * Sends a request while the database refuses `action`'s entries: it must answer the generic 500
 * and leave what `unchanged` checks as it was, with no entry written. Sent again once the entries
 * are let in, it must succeed and write exactly one. Returns that second answer.
 */
export async function refusedThenRecorded(
  db: Db,
  action: string,
  send: () => Promise<LightMyRequestResponse>,
  unchanged: () => Promise<void>,
): Promise<LightMyRequestResponse> {
  const entries = async () =>
    (await db.select({ n: count() }).from(activityLog).where(eq(activityLog.action, action)))[0]
      ?.n ?? 0;
  const before = await entries();
  const allow = await refuseActivity(db, action);
  let refused: LightMyRequestResponse;
  try {
    refused = await send();
  } finally {
    await allow();
  }
  expect(refused.statusCode).toBe(500);
  expect(refused.json().error.message).toBe(GENERIC_ERROR_MESSAGE);
  await unchanged();
  expect(await entries()).toBe(before);
  const done = await send();
  expect(done.statusCode, done.body).toBeLessThan(300);
  expect(await entries()).toBe(before + 1);
  return done;
}
