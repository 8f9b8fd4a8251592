CREATE TYPE "public"."carousel_kind" AS ENUM('hero', 'timeline', 'team', 'perk', 'value', 'principle', 'partner');--> statement-breakpoint
CREATE TYPE "public"."contact_topic" AS ENUM('membership', 'billing', 'codes', 'account', 'privacy', 'partnership', 'other');--> statement-breakpoint
CREATE TYPE "public"."content_page_kind" AS ENUM('page', 'landing');--> statement-breakpoint
CREATE TYPE "public"."employment_type" AS ENUM('full-time', 'part-time', 'internship', 'contract');--> statement-breakpoint
CREATE TYPE "public"."legal_kind" AS ENUM('terms', 'privacy');--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_fr" text NOT NULL,
	"body_en" text NOT NULL,
	"body_fr" text NOT NULL,
	"cover_image_key" text,
	"author" text NOT NULL,
	"published_on" date NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_posts_slug" CHECK ("blog_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "blog_posts_slug_not_numeric" CHECK ("blog_posts"."slug" !~ '^[0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "captcha_redemptions" (
	"signature" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carousel_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "carousel_kind" NOT NULL,
	"position" integer NOT NULL,
	"text_en" text NOT NULL,
	"text_fr" text NOT NULL,
	"subtext_en" text NOT NULL,
	"subtext_fr" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"image_key" text
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"kind" "content_page_kind" NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"body_en" text NOT NULL,
	"body_fr" text NOT NULL,
	"image_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_slug_kind" UNIQUE("slug","kind"),
	CONSTRAINT "content_pages_slug" CHECK ("content_pages"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question_en" text NOT NULL,
	"question_fr" text NOT NULL,
	"answer_en" text NOT NULL,
	"answer_fr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(60) NOT NULL,
	"position" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	CONSTRAINT "faq_groups_key_unique" UNIQUE("key"),
	CONSTRAINT "faq_groups_key" CHECK ("faq_groups"."key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "job_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"team_en" text NOT NULL,
	"team_fr" text NOT NULL,
	"location_en" text NOT NULL,
	"location_fr" text NOT NULL,
	"employment_type" "employment_type" NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"posted_on" date NOT NULL,
	"open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "legal_kind" NOT NULL,
	"version" integer NOT NULL,
	"effective_on" date NOT NULL,
	"body_en_ca" text NOT NULL,
	"body_fr_ca" text NOT NULL,
	"body_en_us" text,
	CONSTRAINT "legal_versions_kind_version" UNIQUE("kind","version"),
	CONSTRAINT "legal_versions_version" CHECK ("legal_versions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" "contact_topic" NOT NULL,
	"message" text NOT NULL,
	"language" "language" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_message" CHECK (char_length("support_requests"."message") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "privacy_version" integer;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_group_id_faq_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."faq_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_listing" ON "blog_posts" USING btree ("published","published_on","id");--> statement-breakpoint
CREATE INDEX "carousel_items_place" ON "carousel_items" USING btree ("kind","position");--> statement-breakpoint
CREATE INDEX "faq_entries_place" ON "faq_entries" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "support_requests_created" ON "support_requests" USING btree ("created_at");