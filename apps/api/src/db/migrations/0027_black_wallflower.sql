CREATE TABLE "offer_code_pools" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"low_threshold" integer DEFAULT 0 NOT NULL,
	"low_alerted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_code_pools_threshold" CHECK ("offer_code_pools"."low_threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "offer_code_pools" ADD CONSTRAINT "offer_code_pools_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE cascade ON UPDATE no action;