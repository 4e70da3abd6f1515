ALTER TABLE "categories" ADD COLUMN "adhesive_product_id" uuid;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "grout_product_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sale_unit" text DEFAULT 'caja' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "meters_per_box" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "laying_pattern" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_unit" text DEFAULT 'caja' NOT NULL;--> statement-breakpoint
-- Products outside the flooring area are sold by the unit, bags for adhesives and grouts.
UPDATE "products" p SET "sale_unit" = CASE
    WHEN p."name" ~* '(adhesivo|pastina|pegamento|cemento|\d\s*kg)' THEN 'bolsa'
    ELSE 'unidad'
  END
  WHERE p."meters_per_box" IS NULL
     OR NOT EXISTS (SELECT 1 FROM "areas" a WHERE a."id" = p."area_id"
                    AND lower(trim(a."name")) = 'pisos y revestimientos');
--> statement-breakpoint
-- Lines sold before: their product's unit and m² per box, when the product is still there.
UPDATE "order_lines" ol SET "sale_unit" = p."sale_unit", "meters_per_box" = CASE
    WHEN p."sale_unit" = 'caja' THEN p."meters_per_box" END
  FROM "products" p WHERE p."id" = ol."product_id";
