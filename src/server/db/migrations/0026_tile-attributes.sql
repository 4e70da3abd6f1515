ALTER TABLE "products" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "usage" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "placement" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "slip_resistance" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pei" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rectified" boolean;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "thickness_mm" numeric(4, 1);