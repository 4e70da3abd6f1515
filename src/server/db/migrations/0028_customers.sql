CREATE TABLE "customer_records" (
	"key" text PRIMARY KEY NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"professional" boolean DEFAULT false NOT NULL,
	"discount_percentage" numeric(5, 2),
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
