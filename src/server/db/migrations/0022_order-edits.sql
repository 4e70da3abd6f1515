ALTER TABLE "order_lines" ADD COLUMN "special_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "special_discount" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Orders placed before the validity was stored: the order's day plus the validity set today
-- (what their presupuesto showed until now), 7 days when the setting is missing or not a whole number.
UPDATE "orders" SET "quote_valid_until" = "created_at" + make_interval(days => coalesce((
  SELECT CASE WHEN "data"->>'quoteValidityDays' ~ '^[0-9]{1,3}$'
    THEN ("data"->>'quoteValidityDays')::int END
  FROM "shop_settings" WHERE "id" = 1), 7))
WHERE "quote_valid_until" IS NULL;
