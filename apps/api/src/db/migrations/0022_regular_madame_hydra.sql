CREATE TYPE "public"."email_subscription_status" AS ENUM('pending', 'confirmed');--> statement-breakpoint
CREATE TYPE "public"."travel_photo_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "email_opt_modals" (
	"id" integer PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"text_en" text NOT NULL,
	"text_fr" text NOT NULL,
	"image_en" text NOT NULL,
	"image_fr" text NOT NULL,
	"image_mobile_en" text NOT NULL,
	"image_mobile_fr" text NOT NULL,
	"is_spc_plus" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_lower" text NOT NULL,
	"device_id" text NOT NULL,
	"user_id" text,
	"language" text NOT NULL,
	"status" "email_subscription_status" NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "marketing_contacts" (
	"email_lower" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"language" text NOT NULL,
	"email_subscribed" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"contest_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"caption" text,
	"status" "travel_photo_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
ALTER TABLE "email_subscriptions" ADD CONSTRAINT "email_subscriptions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_photos" ADD CONSTRAINT "travel_photos_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscriptions_email" ON "email_subscriptions" USING btree ("email_lower");--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscriptions_token" ON "email_subscriptions" USING btree ("token_hash") WHERE "email_subscriptions"."token_hash" is not null;--> statement-breakpoint
CREATE INDEX "travel_photos_contest" ON "travel_photos" USING btree ("contest_id","status");--> statement-breakpoint
CREATE INDEX "travel_photos_user" ON "travel_photos" USING btree ("user_id");