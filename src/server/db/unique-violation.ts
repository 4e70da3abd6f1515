/** The PostgreSQL error code (SQLSTATE) of an error, wherever the driver puts it (pg, or PGlite behind drizzle). */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; typeof e === 'object' && e !== null;) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * Text PostgreSQL cannot store: a NUL in text (22021, character_not_in_repertoire) or in jsonb
 * (22P05, untranslatable_character). The input rule (shared/text.ts) refuses these first; this
 * is the last guard, so a path that missed it answers 400, never 500.
 */
export function isUnstorableText(error: unknown): boolean {
  const state = sqlState(error);
  return state === '22021' || state === '22P05';
}

/**
 * A transaction PostgreSQL gave up on so that another could go on: deadlock_detected (40P01) or
 * serialization_failure (40001). Run again from its start, it usually passes.
 */
export function isTransientConflict(error: unknown): boolean {
  const state = sqlState(error);
  return state === '40P01' || state === '40001';
}

/** The name of the check constraint (23514) an error says was violated, if it is one. */
export function violatedCheck(error: unknown): string | undefined {
  if (sqlState(error) !== '23514') return undefined;
  for (let e: unknown = error; typeof e === 'object' && e !== null;) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
