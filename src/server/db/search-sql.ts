import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { ACCENTED_LETTERS, PLAIN_LETTERS } from '#shared/search';

/**
 * The shared searchFold (src/shared/search.ts) as SQL, for text the app does not store folded
 * (an order's customer name and e-mail): the same on PGlite and PostgreSQL, with no extension
 * and no locale — lower() only has to handle A–Z, translate() does the accented letters of
 * Spanish and Portuguese in either case. search-sql.test.ts holds it to the JS form.
 */
export function searchFoldSql(text: AnyColumn | SQL): SQL<string> {
  const folded = sql`translate(lower(coalesce(${text}, '')), ${ACCENTED_LETTERS}, ${PLAIN_LETTERS})`;
  const spaced = sql`btrim(regexp_replace(${folded}, '\\s+', ' ', 'g'))`;
  return sql<string>`regexp_replace(${spaced}, '(\\d)\\s*[x×*]\\s*(?=\\d)', '\\1x', 'g')`;
}
