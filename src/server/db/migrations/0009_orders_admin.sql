CREATE TABLE "order_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"text" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_on" text NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"recorded_by_id" uuid,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "list_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_percentage" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","created_at");--> statement-breakpoint
-- Orders marked "Pagado" by the old toggle become one payment of the whole total, with the
-- toggle's method, day and reference. The toggle required a method; a paid order without one
-- predates that rule, and is taken as a transfer (the toggle's default and the shop's usual
-- way). Without a day, the order's own day in Buenos Aires (UTC-3, no DST since 2009).
INSERT INTO "order_payments" ("order_id", "amount", "paid_on", "method", "reference", "recorded_by_name", "created_at")
SELECT "id", "total_amount",
  coalesce("payment_date", to_char(("created_at" at time zone 'UTC') - interval '3 hours', 'YYYY-MM-DD')),
  CASE "payment_method" WHEN 'cash' THEN 'efectivo' WHEN 'card' THEN 'tarjeta' ELSE 'transferencia' END,
  "payment_reference", 'Registro anterior', now()
FROM "orders" WHERE "payment_status" = 'paid';
--> statement-breakpoint
-- The toggle's free-text payment notes become internal notes, so nothing typed is lost.
INSERT INTO "order_notes" ("order_id", "text", "author_name", "created_at")
SELECT "id", 'Notas del pago (registro anterior): ' || "payment_notes", 'Registro anterior', now()
FROM "orders" WHERE "payment_notes" IS NOT NULL AND "payment_notes" <> '';
