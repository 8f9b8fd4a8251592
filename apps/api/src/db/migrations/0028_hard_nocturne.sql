CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_user_id" text,
	"reason" text NOT NULL,
	"end_membership" boolean DEFAULT false NOT NULL,
	"state" varchar(8) DEFAULT 'started' NOT NULL,
	"gateway_outcome" varchar(8),
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "order_refunds_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_refunds_state" CHECK ("order_refunds"."state" in ('started', 'done')),
	CONSTRAINT "order_refunds_amount" CHECK ("order_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_staff_user_id_auth_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;