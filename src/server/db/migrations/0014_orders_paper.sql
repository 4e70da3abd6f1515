CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" text DEFAULT 'shipping' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_partido" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_postal_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_value_idx" ON "delivery_zones" USING btree ("kind",lower("value"));--> statement-breakpoint
CREATE UNIQUE INDEX "orders_access_token_idx" ON "orders" USING btree ("access_token");