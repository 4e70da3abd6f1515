import { type AnyColumn, type SQL, and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { UnderstoodWord } from '#shared/catalog-query';
import {
  escapeLike,
  normalizeSearch,
  searchWords,
  singular,
  typoTolerant,
  withinOneEdit,
} from '#shared/search';
import { type SearchAttribute, attributeLabel, readSearch } from '#shared/search-attributes';
import {
  COLOR_WORDS,
  type OwnerSynonym,
  type SearchTerm,
  isRoom,
  isTileSearch,
  searchTerms,
} from '#shared/search-synonyms';
import { ShopSettingsSchema } from '#shared/settings';
import { SLIP_RESISTANCES } from '#shared/tile-attributes';
import { type Db, rowsOf } from '#server/db/client';
import {
  catalogueCounts,
  products,
  searchWords as searchWordsTable,
  shopSettings,
} from '#server/db/schema';

/** A search as SQL: which rows match, and how well. */
export interface SearchMatch {
  /**
   * Every word matches somewhere in the searched text; null when each word is in every product
   * (it filters nothing, and the list is then counted and paged like an unfiltered one).
   */
  where: SQL | null;
  /**
   * Higher is better: how many of the words the name holds (name matches rank first), and for a
   * tile word ('ceramica', 'porcelanato', a colour) floor and wall tiles before everything else.
   */
  rank: SQL<number>;
  /** Typed words no product holds, even with a typo or a synonym: what "¿Quisiste decir…?" fixes. */
  unknown: string[];
  /** The tile words read as filters, each as its chip: what it names, the search without it. */
  understood: UnderstoodWord[];
}

interface WordRow {
  word: string;
  /** The most products any catalogue word holding this one is in: at least that many match. */
  coverage: number;
  near: { word: string; products: number }[];
  /** Products in the catalogue. */
  total: number;
}

interface WordMatch {
  word: string;
  patterns: string[];
  /** Every product holds it. */
  everywhere: boolean;
  /** No product holds it nor any of its synonyms or corrections. */
  nowhere: boolean;
}

/**
 * How each typed word matches, from one look at the small search_words table (its trigram index):
 * the LIKE patterns — the word itself, and when it is long and in no product at all, the
 * catalogue's words one typo away from it (docs/decisions/0005-search.md), the typo checked
 * exactly here — and whether some catalogue word holding it is in every product.
 */
async function matchWords(db: Db, terms: SearchTerm[]): Promise<WordMatch[]> {
  const words = terms.map((t) => t.word);
  // Each synonym is looked up too (without typos): a word with a known synonym is not "nowhere".
  const synonyms = terms.flatMap((t) => t.alternatives.slice(1));
  const input = [
    ...words.map((word) => ({
      word,
      pattern: `%${escapeLike(word)}%`,
      tolerant: typoTolerant(word),
    })),
    ...synonyms
      .filter((word) => !words.includes(word))
      .map((word) => ({ word, pattern: `%${escapeLike(word)}%`, tolerant: false })),
  ];
  const rows = rowsOf<WordRow>(
    await db.execute(sql`
      select q.word,
        coalesce((select max(s.products) from ${searchWordsTable} s where s.word like q.pattern), 0)
          as coverage,
        case when q.tolerant then (
          select coalesce(json_agg(json_build_object('word', s.word, 'products', s.products)), '[]')
          from ${searchWordsTable} s where s.word % q.word
        ) else '[]' end as near,
        (select coalesce(sum(${catalogueCounts.products}), 0) from ${catalogueCounts})::int as total
      from json_to_recordset(${JSON.stringify(input)}::json)
        as q(word text, pattern text, tolerant boolean)`),
  );
  const coverageOf = (word: string) => rows.find((r) => r.word === word)?.coverage ?? 0;
  return terms.map(({ word, alternatives }, i) => {
    const row = rows.find((r) => r.word === word);
    const tolerant = input[i]?.tolerant === true;
    // Found as typed (or no typo allowed): only itself; else the words one typo away.
    const corrections =
      !row || !tolerant || row.coverage > 0
        ? []
        : row.near.flatMap((candidate) => {
            if (withinOneEdit(word, candidate.word)) return [candidate];
            const one = singular(candidate.word);
            return withinOneEdit(word, one) ? [{ ...candidate, word: one }] : [];
          });
    const coverage = Math.max(row?.coverage ?? 0, ...corrections.map((c) => c.products));
    return {
      word,
      patterns: [
        ...new Set(
          [...alternatives, ...corrections.map((c) => c.word)].map((w) => `%${escapeLike(w)}%`),
        ),
      ],
      everywhere: row !== undefined && row.total > 0 && coverage >= row.total,
      // A phrase synonym ('cemento cola') is no single catalogue word: it counts as found.
      nowhere:
        coverage === 0 &&
        alternatives.slice(1).every((w) => w.includes(' ') || coverageOf(w) === 0),
    };
  });
}

/**
 * Runs a search's statements with sequential scans off (set for the transaction only, so in a
 * transaction of its own): the planner prices a LIKE on the long search text at a fraction of
 * what it costs and, at 10k products, often chose to read every row (13–28 ms on PGlite)
 * rather than the trigram index (2–4 ms). The index answers every search; when a word matches
 * nearly every product the bitmap scan costs about what the sequential one would.
 */
export function withSearchPlan<T>(db: Db, run: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // is_local = true: for this transaction only. JIT off with it: the planner's penalty on the
    // sequential scans that remain (small tables) would push the cost past PostgreSQL's JIT
    // threshold, and compiling cost ~100 ms for a query that runs in 2.
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`,
    );
    return run(tx);
  });
}

const likeAny = (column: AnyColumn | SQL, patterns: string[]): SQL =>
  or(...patterns.map((pattern) => sql`${column} like ${pattern}`)) ?? sql`false`;

/** What a search's words add up to: the conditions, the rank, the words no product holds. */
function termsMatch(
  terms: SearchTerm[],
  matches: WordMatch[],
  mode: 'every' | 'any',
  tiles: boolean,
): { where: SQL | null; rank: SQL<number>; unknown: string[] } {
  const columns = { text: products.searchText, name: products.searchName };
  const filtering = matches.filter((m) => !m.everywhere);
  const inText = filtering.map((m) => likeAny(columns.text, m.patterns));
  const inName = matches.map((m) => sql`(${likeAny(columns.name, m.patterns)})::int`);
  // 'any' (the nearest results when nothing matches every word): more words found rank higher.
  const found =
    mode === 'any'
      ? filtering.map((m) => sql`(${likeAny(columns.text, m.patterns)})::int * 10`)
      : [];
  const tileFirst =
    tiles || isTileSearch(terms, COLOR_WORDS) ? [sql`${products.flooring}::int * 100`] : [];
  const ranks = [...tileFirst, ...found, ...inName];
  return {
    where: inText.length > 0 ? ((mode === 'any' ? or(...inText) : and(...inText)) ?? null) : null,
    rank: sql<number>`(${ranks.length > 0 ? sql.join(ranks, sql` + `) : sql`0`})`,
    unknown: matches.filter((m) => m.nowhere).map((m) => m.word),
  };
}

/**
 * The shop's search rule over products' search_text and search_name (both in the shared
 * searchFold form), as the admin's lists use it: every word as text. null for a blank search.
 */
export async function searchMatch(db: Db, text: string | undefined): Promise<SearchMatch | null> {
  const terms = searchTerms(text ?? '');
  if (terms.length === 0) return null;
  return { ...termsMatch(terms, await matchWords(db, terms), 'every', false), understood: [] };
}

/**
 * The storefront's search: the tile words become conditions on the attributes
 * (shared/search-attributes.ts), the owner's search words stand for what they mean, and the
 * other words match as in searchMatch. In 'any' mode (the nearest results) the words are relaxed,
 * never the attributes: 'antideslizante' never lists a tile without a slip rating.
 */
export async function shopperSearchMatch(
  db: Db,
  text: string | undefined,
  mode: 'every' | 'any' = 'every',
): Promise<SearchMatch | null> {
  const read = readSearch(text ?? '');
  if (read.words.length === 0 && read.attributes.length === 0) return null;
  const usage = read.attributes.some((a) => a.attribute.kind === 'usage');
  // 'piso para baño': the floor filter says what suits; the room only ranks its own words first.
  const rankOnly = usage ? read.words.filter(isRoom) : [];
  const words = read.words.filter((w) => !rankOnly.includes(w));
  const terms = searchTerms(words.join(' '), words.length > 0 ? await ownerSynonyms(db) : []);
  const tiles = read.attributes.length > 0;
  const matched =
    terms.length > 0 ? termsMatch(terms, await matchWords(db, terms), 'every', tiles) : null;
  const conditions = read.attributes.map((a) => attributeCondition(a.attribute));
  const strict = conditions.filter((c) => c.strict).map((c) => c.where);
  const soft = conditions.filter((c) => !c.strict).map((c) => c.where);
  const rooms = rankOnly.map((room) => sql`(${like(room)})::int`);
  let where = and(matched?.where ?? undefined, ...strict, ...soft) ?? null;
  const ranks = [matched?.rank ?? sql`${products.flooring}::int * 100`, ...rooms];
  if (mode === 'any') {
    // The words and the soft attributes relaxed: those holding more of them rank first. With a
    // strict attribute (slip rating, floor…) it alone decides; the words only rank.
    const relaxed =
      terms.length > 0 ? termsMatch(terms, await matchWords(db, terms), 'any', tiles) : null;
    const some = [relaxed?.where ?? undefined, ...soft].filter((c) => c !== undefined);
    where = strict.length > 0 ? (and(...strict) ?? null) : (or(...some) ?? null);
    ranks.push(relaxed?.rank ?? sql`0`, ...soft.map((c) => sql`(${c})::int * 10`));
  }
  const rank = sql<number>`(${sql.join(ranks, sql` + `)})`;
  const all = read.attributes.flatMap((a) => a.words).concat(read.words);
  return {
    where,
    rank,
    unknown: matched?.unknown ?? [],
    understood: read.attributes.map((a) => ({
      label: attributeLabel(a.attribute),
      search: all.filter((w) => !a.words.includes(w)).join(' '),
    })),
  };
}

/** The words the owner taught the search (Configuración), [] when none or unreadable. */
async function ownerSynonyms(db: Db): Promise<OwnerSynonym[]> {
  const [row] = await db
    .select({ list: sql<unknown>`${shopSettings.data} -> 'searchSynonyms'` })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  const read = ShopSettingsSchema.shape.searchSynonyms.safeParse(row?.list ?? []);
  return read.success ? read.data : [];
}

const like = (word: string): SQL => sql`${products.searchText} like ${`%${escapeLike(word)}%`}`;

/**
 * A tile word as a condition. Each holds its word in the search text (so the trigram index
 * answers it: the attributes are in the text, shared/tile-attributes.ts) and then the
 * attribute: a product that has it must have the one asked for; one without it (not yet
 * described) is kept by its text, except where a wrong one is unsafe — a slip rating or a PEI
 * class must be stated, and an untagged product whose text also says 'pared' is no floor tile
 * (nor one that says 'interior' an exterior one).
 */
function attributeCondition(attribute: SearchAttribute): { where: SQL; strict: boolean } {
  const strict = (where: SQL) => ({ where, strict: true });
  const soft = (where: SQL) => ({ where, strict: false });
  switch (attribute.kind) {
    case 'slip': {
      const from = SLIP_RESISTANCES.slice(SLIP_RESISTANCES.indexOf(attribute.value));
      const rated = inArray(products.slipResistance, from);
      return strict(attribute.value === 'R9' ? rated : sql`${like('antideslizante')} and ${rated}`);
    }
    case 'usage': {
      const other = attribute.value === 'piso' ? 'pared' : null;
      return strict(sql`${like(attribute.value)} and (${inArray(products.usage, [attribute.value, 'ambos'])}
        or (${products.usage} is null ${other ? sql`and not ${like(other)}` : sql``}))`);
    }
    case 'placement': {
      const other = attribute.value === 'exterior' ? 'interior' : null;
      return strict(sql`${like(attribute.value)} and (${inArray(products.placement, [attribute.value, 'ambos'])}
        or (${products.placement} is null ${other ? sql`and not ${like(other)}` : sql``}))`);
    }
    case 'pei':
      return strict(gte(products.pei, attribute.value));
    case 'rectified':
      return soft(sql`${like('rectificado')} and ${products.rectified} is not false`);
    case 'finish':
      return soft(sql`${like(attribute.value)} and (${products.type} is null
        or lower(${products.type}) like ${`%${attribute.value}%`})`);
    case 'color': {
      // 'Loza blanca': the colour as an adjective agrees with its noun.
      const word = normalizeSearch(attribute.value);
      const forms = /o$/.test(word) ? [word, word.replace(/o$/, 'a')] : [word];
      return soft(sql`(${or(...forms.map(like))}) and (${products.color} is null
        or ${products.color} = ${attribute.value})`);
    }
    case 'format':
      return soft(sql`${like(attribute.value)} and (${products.format} is null
        or ${products.format} = ${attribute.value})`);
  }
}

/**
 * "¿Quisiste decir…?": the search with each word no product holds replaced by the catalogue's
 * word most like it (pg_trgm similarity over the word list, its trigram index; at least 0.3
 * alike), or null when no word has such a neighbour.
 */
export async function didYouMean(db: Db, text: string, unknown: string[]): Promise<string | null> {
  if (unknown.length === 0) return null;
  const rows = rowsOf<{ word: string; nearest: string | null }>(
    await db.execute(sql`
      select q.word, (select s.word from ${searchWordsTable} s where s.word % q.word
          order by similarity(s.word, q.word) desc, s.products desc, s.word limit 1) as nearest
      from json_to_recordset(${JSON.stringify(unknown.map((word) => ({ word })))}::json)
        as q(word text)`),
  );
  const nearest = new Map(rows.flatMap((r) => (r.nearest ? [[r.word, r.nearest] as const] : [])));
  if (nearest.size === 0) return null;
  return searchWords(text)
    .map((word) => nearest.get(word) ?? word)
    .join(' ');
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
