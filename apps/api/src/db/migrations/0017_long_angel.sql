CREATE TABLE "campuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"url_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"province" text NOT NULL,
	"school_type" text NOT NULL,
	"email_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_statuses" (
	"user_id" text PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_email" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"verified_until" timestamp with time zone NOT NULL,
	"reminded_days" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"school_id" integer NOT NULL,
	"student_email" text NOT NULL,
	"code_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campuses" ADD CONSTRAINT "campuses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_statuses" ADD CONSTRAINT "student_statuses_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_statuses" ADD CONSTRAINT "student_statuses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD CONSTRAINT "student_verifications_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD CONSTRAINT "student_verifications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campuses_url_name" ON "campuses" USING btree ("url_name");--> statement-breakpoint
CREATE INDEX "campuses_school" ON "campuses" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_statuses_email" ON "student_statuses" USING btree ("student_email");--> statement-breakpoint
CREATE UNIQUE INDEX "student_verifications_token" ON "student_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "student_verifications_user" ON "student_verifications" USING btree ("user_id","sent_at");