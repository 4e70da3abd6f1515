DROP INDEX "products_name_idx";--> statement-breakpoint
CREATE INDEX "products_effective_price_idx" ON "products" USING btree (("price" * (1 - coalesce("discount_percentage", 0) / 100)));--> statement-breakpoint
CREATE INDEX "products_quality_name_idx" ON "products" USING btree ("quality","name","id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");