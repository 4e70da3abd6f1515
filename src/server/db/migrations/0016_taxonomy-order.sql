-- Areas, categories (per area) and subcategories (per category) are numbered 1..n with no
-- duplicates or gaps from now on (services/taxonomy-order.ts keeps it on every write); the
-- orders stored before are renumbered once, in the order the shop showed them.
UPDATE "areas" SET "order" = ranked.position
FROM (SELECT "id", row_number() OVER (ORDER BY "order", "name", "id") AS position FROM "areas") AS ranked
WHERE "areas"."id" = ranked."id" AND "areas"."order" <> ranked.position;
--> statement-breakpoint
UPDATE "categories" SET "order" = ranked.position
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "area_id" ORDER BY "order", "name", "id") AS position
  FROM "categories"
) AS ranked
WHERE "categories"."id" = ranked."id" AND "categories"."order" <> ranked.position;
--> statement-breakpoint
UPDATE "subcategories" SET "order" = ranked.position
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "category_id" ORDER BY "order", "name", "id") AS position
  FROM "subcategories"
) AS ranked
WHERE "subcategories"."id" = ranked."id" AND "subcategories"."order" <> ranked.position;
