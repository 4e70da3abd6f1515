CREATE TABLE "order_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"label" text NOT NULL,
	"percentage" numeric(5, 2),
	"fixed_amount" numeric(12, 2),
	"base" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_adjustments_value_check" CHECK (("order_adjustments"."percentage" is null) <> ("order_adjustments"."fixed_amount" is null))
);
--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_adjustments_order_idx" ON "order_adjustments" USING btree ("order_id","position");--> statement-breakpoint
-- hand-written: an order's discounts move from its columns into order_adjustments, then the
-- columns go (after the copy, so no discount is lost). The profesional's came first and the
-- transfer-or-cash one off what was left, so they keep that order; a % kept with no amount (it
-- came to $ 0) moves with an amount of 0, and the stored totals stay as they are.
INSERT INTO "order_adjustments" ("order_id", "position", "kind", "label", "percentage", "fixed_amount", "base", "amount", "created_at")
SELECT "id", 0, 'professional', 'Descuento profesional', "professional_discount_percentage",
  CASE WHEN "professional_discount_percentage" IS NULL THEN "professional_discount" END,
  'products', -coalesce("professional_discount", 0), "created_at"
FROM "orders"
WHERE "professional_discount_percentage" IS NOT NULL OR "professional_discount" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_adjustments" ("order_id", "position", "kind", "label", "percentage", "fixed_amount", "base", "amount", "created_at")
SELECT "id", 1, 'transfer', 'Descuento por transferencia o efectivo', "transfer_discount_percentage",
  CASE WHEN "transfer_discount_percentage" IS NULL THEN "transfer_discount" END,
  'products', -coalesce("transfer_discount", 0), "created_at"
FROM "orders"
WHERE "transfer_discount_percentage" IS NOT NULL OR "transfer_discount" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "transfer_discount_percentage";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "transfer_discount";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "professional_discount_percentage";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "professional_discount";
