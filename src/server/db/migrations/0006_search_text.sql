CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The search text itself is computed by the app (services/search-text.ts): rows of an older
-- search_version, including every row that existed before this migration (0), are recomputed when
-- the server starts. The word list below is derived data, kept by statement triggers on products
-- the way catalogue_counts is (0003): one aggregated upsert per statement, whatever its size. Only
-- letter words of four letters or more are kept: they are what a typo can be corrected to.
CREATE FUNCTION "search_words_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas int[];
  emptied text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(d.word ORDER BY d.word), array_agg(d.n ORDER BY d.word) INTO words, deltas
    FROM (SELECT x.word, count(DISTINCT r.id)::int AS n
          FROM "new_rows" r, regexp_split_to_table(r.search_text, '[^a-z]+') AS x(word)
          WHERE length(x.word) >= 4 GROUP BY x.word) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(d.word ORDER BY d.word), array_agg(d.n ORDER BY d.word) INTO words, deltas
    FROM (SELECT x.word, -count(DISTINCT r.id)::int AS n
          FROM "old_rows" r, regexp_split_to_table(r.search_text, '[^a-z]+') AS x(word)
          WHERE length(x.word) >= 4 GROUP BY x.word) d;
  ELSE
    -- Most updates (prices, images) leave the search text as it was: only changed rows count.
    SELECT array_agg(d.word ORDER BY d.word), array_agg(d.n ORDER BY d.word) INTO words, deltas
    FROM (SELECT c.word, sum(c.delta)::int AS n FROM (
            SELECT DISTINCT o.id, x.word, -1 AS delta
            FROM "old_rows" o JOIN "new_rows" n USING (id),
                 regexp_split_to_table(o.search_text, '[^a-z]+') AS x(word)
            WHERE o.search_text <> n.search_text AND length(x.word) >= 4
            UNION ALL
            SELECT DISTINCT n.id, x.word, 1 AS delta
            FROM "old_rows" o JOIN "new_rows" n USING (id),
                 regexp_split_to_table(n.search_text, '[^a-z]+') AS x(word)
            WHERE o.search_text <> n.search_text AND length(x.word) >= 4
          ) c GROUP BY c.word HAVING sum(c.delta) <> 0) d;
  END IF;
  IF words IS NULL THEN
    RETURN NULL;
  END IF;
  WITH changed AS (
    INSERT INTO "search_words" AS s ("word", "products")
      SELECT * FROM unnest(words, deltas)
    ON CONFLICT ("word") DO UPDATE SET "products" = s."products" + excluded."products"
    RETURNING s."word", s."products"
  )
  SELECT array_agg(changed."word") INTO emptied FROM changed WHERE changed."products" <= 0;
  IF emptied IS NOT NULL THEN
    DELETE FROM "search_words" WHERE "word" = ANY(emptied);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_apply"();
--> statement-breakpoint
CREATE TRIGGER "search_words_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_apply"();
--> statement-breakpoint
CREATE TRIGGER "search_words_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_apply"();
--> statement-breakpoint
INSERT INTO "search_words" ("word", "products")
  SELECT x.word, count(DISTINCT p.id)
  FROM "products" p, regexp_split_to_table(p.search_text, '[^a-z]+') AS x(word)
  WHERE length(x.word) >= 4 GROUP BY x.word;
