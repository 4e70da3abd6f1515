ALTER TABLE "orders" ADD COLUMN "professional_discount_percentage" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "professional_discount" numeric(12, 2);