import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCENTED_LETTERS, searchFold } from '#shared/search';
import { describeEachEngine, openTestDatabase } from '#test/engines';
import { type Database, rowsOf } from './client';
import { searchFoldSql } from './search-sql';

const SAMPLES = [
  ...ACCENTED_LETTERS,
  'Mármol Calacatta',
  'PORCELÁNICO Ñandú',
  'Ação Coração São João',
  'Cerâmica Pêssego Avó',
  'Güemes Pingüino',
  '  Símil   madera  ',
  'Porcelanato 60 × 60',
  '60*60 20X120 60 x 60 x 1',
  'Box x 4',
  '100% delta_',
];

describeEachEngine('searchFoldSql', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('folds every Spanish and Portuguese accented letter, and sizes, as the JS searchFold does', async () => {
    const rows = rowsOf<{ input: string; folded: string }>(
      await database.db.execute(sql`
        select s.input, ${searchFoldSql(sql`s.input`)} as folded
        from unnest(${`{${SAMPLES.map((s) => JSON.stringify(s)).join(',')}}`}::text[]) as s(input)`),
    );
    expect(rows.map((r) => r.input)).toEqual(SAMPLES);
    for (const row of rows) expect(row.folded, row.input).toBe(searchFold(row.input));
  });
});
