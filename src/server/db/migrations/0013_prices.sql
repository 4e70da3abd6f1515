CREATE TABLE "price_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"rule" jsonb NOT NULL,
	"selection" jsonb NOT NULL,
	"products" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" text
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"old_price" numeric(12, 2) NOT NULL,
	"new_price" numeric(12, 2) NOT NULL,
	"source" text NOT NULL,
	"batch_id" uuid,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'publicado' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "price_batches" ADD CONSTRAINT "price_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_batch_id_price_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."price_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_batches_created_idx" ON "price_batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "price_changes_product_idx" ON "price_changes" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "price_changes_batch_idx" ON "price_changes" USING btree ("batch_id");--> statement-breakpoint
-- catalogue_counts counts what the shop lists: a borrador is not counted (see 0003).
CREATE OR REPLACE FUNCTION "catalogue_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "catalogue_counts" AS c ("area_id", "category_id", "subcategory_id", "quality", "products")
      SELECT "area_id", "category_id", "subcategory_id", "quality", -count(*)
      FROM "old_rows" WHERE "status" = 'publicado' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("area_id", "category_id", "subcategory_id", "quality")
      DO UPDATE SET "products" = c."products" + excluded."products";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "catalogue_counts" AS c ("area_id", "category_id", "subcategory_id", "quality", "products")
      SELECT "area_id", "category_id", "subcategory_id", "quality", count(*)
      FROM "new_rows" WHERE "status" = 'publicado' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("area_id", "category_id", "subcategory_id", "quality")
      DO UPDATE SET "products" = c."products" + excluded."products";
  END IF;
  DELETE FROM "catalogue_counts" WHERE "products" = 0;
  RETURN NULL;
END
$$;
