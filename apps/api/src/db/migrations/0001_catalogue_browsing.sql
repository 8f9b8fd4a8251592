CREATE TYPE "public"."collection_kind" AS ENUM('collection', 'weekly');--> statement-breakpoint
CREATE TYPE "public"."menu_area" AS ENUM('header', 'footer');--> statement-breakpoint
CREATE TABLE "website_menu_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" "menu_area" NOT NULL,
	"column" integer,
	"position" integer NOT NULL,
	"text_en" text NOT NULL,
	"text_fr" text NOT NULL,
	"route" text,
	"link" text,
	"force_link" boolean DEFAULT false NOT NULL,
	CONSTRAINT "website_menu_entries_target" CHECK (("website_menu_entries"."route" is null) <> ("website_menu_entries"."link" is null)),
	CONSTRAINT "website_menu_entries_column" CHECK (("website_menu_entries"."area" = 'header' and "website_menu_entries"."column" is null) or ("website_menu_entries"."area" = 'footer' and "website_menu_entries"."column" between 1 and 3))
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "kind" "collection_kind" DEFAULT 'collection' NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "end_date" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "website_menu_entries_place" ON "website_menu_entries" USING btree ("area","column","position");