CREATE TABLE "category_redirects" (
	"path" text PRIMARY KEY NOT NULL,
	"area_id" uuid NOT NULL,
	"category_id" uuid,
	"subcategory_id" uuid,
	"recorded_at" timestamp with time zone NOT NULL
);
