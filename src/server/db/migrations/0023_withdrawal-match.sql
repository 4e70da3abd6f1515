ALTER TABLE "withdrawal_requests" ADD COLUMN "match" text DEFAULT 'no_order' NOT NULL;--> statement-breakpoint
-- Requests kept before the column: judged as new ones are, by the e-mail of the order they named.
UPDATE "withdrawal_requests" AS w SET "match" = CASE
  WHEN lower(trim(w."email")) = lower(trim(o."customer_email")) THEN 'matched'
  ELSE 'mismatch' END
FROM "orders" AS o WHERE o."id" = w."order_id";--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ALTER COLUMN "match" DROP DEFAULT;
