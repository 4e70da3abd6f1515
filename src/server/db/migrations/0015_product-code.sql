ALTER TABLE "products" ADD COLUMN "code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_key" ON "products" USING btree ("code");