DROP INDEX "products_area_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_subcategory_idx";--> statement-breakpoint
CREATE INDEX "products_area_brand_idx" ON "products" USING btree ("area_id","brand");--> statement-breakpoint
CREATE INDEX "products_category_brand_idx" ON "products" USING btree ("category_id","brand");--> statement-breakpoint
CREATE INDEX "products_subcategory_brand_idx" ON "products" USING btree ("subcategory_id","brand");