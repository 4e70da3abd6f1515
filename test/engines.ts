import { describe } from 'vitest';
import type { Engine } from './databases';

export { type Engine, createPostgresDatabase, openTestDatabase } from './databases';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it when a server answers). */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** Runs a suite once per engine, named after it. */
export function describeEachEngine(name: string, suite: (engine: Engine) => void): void {
  for (const engine of ENGINES) describe(`${name} [${engine}]`, () => suite(engine));
}
