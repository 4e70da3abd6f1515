CREATE TABLE "shared_carts" (
	"code" text PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shared_carts_content_hash_key" ON "shared_carts" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "shared_carts_created_at_idx" ON "shared_carts" USING btree ("created_at");