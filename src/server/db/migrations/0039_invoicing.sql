CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"point_of_sale" integer NOT NULL,
	"type" integer NOT NULL,
	"number" integer,
	"cae" text,
	"cae_due" text,
	"issued_on" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_doc_type" integer NOT NULL,
	"buyer_doc_number" text NOT NULL,
	"buyer_vat_condition" text NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"net" numeric(12, 2) NOT NULL,
	"vat" numeric(12, 2) NOT NULL,
	"vat_lines" jsonb NOT NULL,
	"request" text NOT NULL,
	"response" text,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"authorised_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoicing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cuit" text NOT NULL,
	"vat_condition" text NOT NULL,
	"point_of_sale" integer NOT NULL,
	"activity_start" text NOT NULL,
	"environment" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_tax_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_vat_condition" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" numeric(4, 1) DEFAULT 21 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("point_of_sale","type","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_unique" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status");