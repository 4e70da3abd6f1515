-- Mercado Pago payments are believed only for a preference the shop created (its reference
-- exactly as written, its collector), in pesos, for the balance; the rest waits for staff
-- (review). Payments and preferences outlive their order's stay in the Papelera: no foreign key.
CREATE TABLE "mercado_pago_preferences" (
	"preference_id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"external_reference" text NOT NULL,
	"collector_id" text,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mercado_pago_payments" DROP CONSTRAINT "mercado_pago_payments_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "mercado_pago_payments" ADD COLUMN "currency_id" text;--> statement-breakpoint
ALTER TABLE "mercado_pago_payments" ADD COLUMN "review" text;--> statement-breakpoint
CREATE INDEX "mercado_pago_preferences_reference_idx" ON "mercado_pago_preferences" USING btree ("external_reference");--> statement-breakpoint
CREATE INDEX "mercado_pago_preferences_order_idx" ON "mercado_pago_preferences" USING btree ("order_id");--> statement-breakpoint
-- Checkouts opened before this migration kept no preference: the reference they carried was the
-- order's number as the shop wrote it, and a payment can still arrive for one until 30 days after
-- its quote stopped holding (the preference expired then). Their payments count as before.
INSERT INTO "mercado_pago_preferences" ("preference_id", "order_id", "external_reference", "collector_id", "amount", "created_at")
SELECT 'anterior-' || "id", "id", "id"::text, NULL, 0, now()
FROM "orders"
WHERE "payment_choice" IS DISTINCT FROM 'transfer'
  AND "quote_valid_until" > now() - interval '30 days';
