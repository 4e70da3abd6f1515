CREATE TABLE "catalogue_counts" (
	"area_id" uuid,
	"category_id" uuid,
	"subcategory_id" uuid,
	"quality" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "catalogue_counts_key" UNIQUE NULLS NOT DISTINCT("area_id","category_id","subcategory_id","quality")
);
--> statement-breakpoint
-- Kept by statement triggers on products: one aggregated upsert per statement, whatever its size.
-- A trigger with transition tables takes one event, hence three triggers on one function.
CREATE FUNCTION "catalogue_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "catalogue_counts" AS c ("area_id", "category_id", "subcategory_id", "quality", "products")
      SELECT "area_id", "category_id", "subcategory_id", "quality", -count(*)
      FROM "old_rows" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("area_id", "category_id", "subcategory_id", "quality")
      DO UPDATE SET "products" = c."products" + excluded."products";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "catalogue_counts" AS c ("area_id", "category_id", "subcategory_id", "quality", "products")
      SELECT "area_id", "category_id", "subcategory_id", "quality", count(*)
      FROM "new_rows" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("area_id", "category_id", "subcategory_id", "quality")
      DO UPDATE SET "products" = c."products" + excluded."products";
  END IF;
  DELETE FROM "catalogue_counts" WHERE "products" = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_counts_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_counts_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_counts_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_counts_apply"();
--> statement-breakpoint
INSERT INTO "catalogue_counts" ("area_id", "category_id", "subcategory_id", "quality", "products")
  SELECT "area_id", "category_id", "subcategory_id", "quality", count(*) FROM "products" GROUP BY 1, 2, 3, 4;
