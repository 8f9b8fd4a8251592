CREATE TYPE "public"."flag_platform" AS ENUM('web', 'ios', 'android', 'all');--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"name" varchar(64) NOT NULL,
	"platform" "flag_platform" DEFAULT 'all' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"sub_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "feature_flags_name_platform_pk" PRIMARY KEY("name","platform")
);
