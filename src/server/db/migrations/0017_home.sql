CREATE TABLE "home_content" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"widths" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_recommended_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "featured_position" integer;--> statement-breakpoint
CREATE INDEX "products_recommended_idx" ON "products" USING btree ("flooring" DESC NULLS LAST,"featured_position","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);