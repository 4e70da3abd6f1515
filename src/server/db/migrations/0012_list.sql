ALTER TABLE "products" ADD COLUMN "flooring" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "format" text;--> statement-breakpoint
CREATE INDEX "products_recommended_idx" ON "products" USING btree ("flooring" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_format_idx" ON "products" USING btree ("format");--> statement-breakpoint
CREATE INDEX "products_area_format_idx" ON "products" USING btree ("area_id","format");--> statement-breakpoint
CREATE INDEX "products_category_format_idx" ON "products" USING btree ("category_id","format");--> statement-breakpoint
CREATE INDEX "products_subcategory_format_idx" ON "products" USING btree ("subcategory_id","format");--> statement-breakpoint
-- 'Precio por m²' (services/catalog-order.ts): the price paid (db/pricing-sql.ts, the one SQL
-- form of the shared effectivePrice) per m², products without m² last whichever the direction.
-- Drizzle cannot declare an expression index with its own direction.
CREATE INDEX "products_m2_price_idx" ON "products" USING btree ((round("price" * (1 - greatest(coalesce("discount_percentage", 0), 0) / 100), 2) / nullif("meters_per_box", 0)) ASC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_m2_price_desc_idx" ON "products" USING btree ((round("price" * (1 - greatest(coalesce("discount_percentage", 0), 0) / 100), 2) / nullif("meters_per_box", 0)) DESC NULLS LAST);
