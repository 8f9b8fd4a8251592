CREATE TABLE "student_id_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"school_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"photo_key" text,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"photo_deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "student_statuses" ALTER COLUMN "student_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "verified_students_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_statuses" ADD COLUMN "method" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_id_reviews" ADD CONSTRAINT "student_id_reviews_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_id_reviews" ADD CONSTRAINT "student_id_reviews_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_id_reviews_user" ON "student_id_reviews" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "student_id_reviews_status" ON "student_id_reviews" USING btree ("status","submitted_at");