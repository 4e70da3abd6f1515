import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

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
