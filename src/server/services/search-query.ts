import { type AnyColumn, type SQL, and, or, sql } from 'drizzle-orm';
import {
  escapeLike,
  searchWords,
  singular,
  typoTolerant,
  withinOneEdit,
} from '../../shared/search';
import { type Db, rowsOf } from '../db/client';
import { products, searchWords as searchWordsTable } from '../db/schema';

/** A search as SQL: which rows match, and how well. */
export interface SearchMatch {
  /** Every word matches somewhere in the searched text. */
  where: SQL;
  /** Higher is better: how many of the words the name holds (name matches rank first). */
  rank: SQL<number>;
}

/**
 * The LIKE patterns a typed word matches by: the word itself, and — when it is long and found in
 * no product at all — the catalogue's words one typo away from it (docs/decisions/0004-search.md).
 * Those are looked up in the small search_words table through its trigram index, then checked
 * exactly here; a product then matches a correction through the products' trigram index like any
 * other substring.
 */
async function wordPatterns(db: Db, words: string[]): Promise<string[][]> {
  const tolerant = words.filter(typoTolerant);
  const near = new Map<string, string[]>();
  if (tolerant.length > 0) {
    const rows = rowsOf<{ word: string; found: boolean; near: string[] }>(
      await db.execute(sql`
        select q.word,
          exists (select 1 from ${searchWordsTable}
            where ${searchWordsTable.word} like '%' || q.word || '%') as found,
          array(select ${searchWordsTable.word} from ${searchWordsTable}
            where ${searchWordsTable.word} % q.word) as near
        from unnest(${`{${tolerant.join(',')}}`}::text[]) as q(word)`),
    );
    for (const row of rows) {
      if (row.found) continue;
      const corrections = row.near.flatMap((candidate) => {
        if (withinOneEdit(row.word, candidate)) return [candidate];
        const one = singular(candidate);
        return withinOneEdit(row.word, one) ? [one] : [];
      });
      near.set(row.word, corrections);
    }
  }
  return words.map((word) => [
    ...new Set([word, ...(near.get(word) ?? [])].map((w) => `%${escapeLike(w)}%`)),
  ]);
}

const likeAny = (column: AnyColumn | SQL, patterns: string[]): SQL =>
  or(...patterns.map((pattern) => sql`${column} like ${pattern}`)) ?? sql`false`;

/**
 * The shop's one search rule over a searched text and a name, both in the shared searchFold form
 * (products.search_text and search_name; an order's folded customer name and e-mail): null for a
 * blank search.
 */
export async function searchMatch(
  db: Db,
  text: string | undefined,
  columns: { text: AnyColumn | SQL; name: AnyColumn | SQL } = {
    text: products.searchText,
    name: products.searchName,
  },
): Promise<SearchMatch | null> {
  const words = searchWords(text ?? '');
  if (words.length === 0) return null;
  const patterns = await wordPatterns(db, words);
  return {
    where: and(...patterns.map((p) => likeAny(columns.text, p))) ?? sql`true`,
    rank: sql<number>`(${sql.join(
      patterns.map((p) => sql`(${likeAny(columns.name, p)})::int`),
      sql` + `,
    )})`,
  };
}

/**
 * The same rule over text the app does not store folded, for small tables without a word list
 * (the admin's orders): folded by searchFoldSql on the fly, and a long word found in no row
 * matches a word one typo away by pg_trgm's word similarity. exists(foundAnywhere) is that
 * "found in no row": a subquery over the same table under another alias.
 */
export function searchMatchInline(
  text: string | undefined,
  folded: SQL,
  foundAnywhere: (pattern: string) => SQL,
): SQL | null {
  const words = searchWords(text ?? '');
  if (words.length === 0) return null;
  return (
    and(
      ...words.map((word) => {
        const pattern = `%${escapeLike(word)}%`;
        const exact = sql`${folded} like ${pattern}`;
        if (!typoTolerant(word)) return exact;
        return sql`(${exact} or (not exists (${foundAnywhere(pattern)}) and ${word} <% ${folded}))`;
      }),
    ) ?? sql`true`
  );
}
