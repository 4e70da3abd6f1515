import { createTemplates } from './databases';

/**
 * Vitest's global setup: the database every test opens is migrated once per run, here, and each
 * test file's databases are copies of it (test/databases.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  return createTemplates();
}
