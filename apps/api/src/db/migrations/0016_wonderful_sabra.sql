CREATE TABLE "error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"url_path" text NOT NULL,
	"route_id" text,
	"release" text,
	"user_agent" text,
	"request_id" text,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "error_reports_fingerprint_recent" ON "error_reports" USING btree ("fingerprint","last_seen" DESC NULLS LAST);