ALTER TABLE "orders" DROP COLUMN "payment_method";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "payment_date";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "payment_reference";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "payment_notes";