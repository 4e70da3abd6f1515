ALTER TABLE "delivery_zones" ADD COLUMN "days_min" integer;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "days_max" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_from" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_until" date;