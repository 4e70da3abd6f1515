CREATE TABLE "mercado_pago_notifications" (
	"request_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mercado_pago_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"status_detail" text,
	"amount" numeric(12, 2) NOT NULL,
	"installments" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "mercado_pago_payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_choice" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer_discount_percentage" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer_discount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "mercado_pago_payments" ADD CONSTRAINT "mercado_pago_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mercado_pago_payments_order_idx" ON "mercado_pago_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_payments_mercado_pago_idx" ON "order_payments" USING btree ("mercado_pago_payment_id");