CREATE TABLE "rewards_accounts" (
	"email_lower" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"rewards_email_lower" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"unlinked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rewards_pre_links" (
	"user_id" text PRIMARY KEY NOT NULL,
	"rewards_email_lower" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rewards_links" ADD CONSTRAINT "rewards_links_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_pre_links" ADD CONSTRAINT "rewards_pre_links_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_links_active_member" ON "rewards_links" USING btree ("user_id") WHERE "rewards_links"."unlinked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_links_active_account" ON "rewards_links" USING btree ("rewards_email_lower") WHERE "rewards_links"."unlinked_at" is null;--> statement-breakpoint
CREATE INDEX "rewards_links_user" ON "rewards_links" USING btree ("user_id");