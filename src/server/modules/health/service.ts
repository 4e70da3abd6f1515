import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/** The database answers a trivial query (throws when it does not). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
