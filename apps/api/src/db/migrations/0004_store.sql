CREATE TABLE "gateway_customers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"gateway" varchar(16) NOT NULL,
	"customer_id" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" varchar(80) NOT NULL,
	"key" varchar(128) NOT NULL,
	"endpoint" varchar(120) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"state" varchar(12) DEFAULT 'started' NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" varchar(40) NOT NULL,
	"user_id" text,
	"guest_id" varchar(64),
	"email" text,
	"first_name" text,
	"last_name" text,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"payment_method" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"country" varchar(2) NOT NULL,
	"province" varchar(2),
	"postal" varchar(7),
	"product_id" varchar(32) NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"discount_source" varchar(8),
	"tax_rate" integer NOT NULL,
	"taxes" jsonb NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"promo_code" varchar(32),
	"school_code" varchar(32),
	"auto_renew" boolean DEFAULT false NOT NULL,
	"referral_code" varchar(32),
	"utm" jsonb,
	"card_id" integer,
	"failure_code" varchar(32),
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_money" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."tax_cents" >= 0),
	CONSTRAINT "orders_total" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."tax_cents" and "orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"user_id" text PRIMARY KEY NOT NULL,
	"gateway" varchar(16) NOT NULL,
	"token" varchar(64) NOT NULL,
	"card_type" varchar(32) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"expiration_month" integer NOT NULL,
	"expiration_year" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway" varchar(16) NOT NULL,
	"transaction_id" varchar(64) NOT NULL,
	"status" varchar(32) NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"card_type" varchar(32),
	"last4" varchar(4),
	"disputed" boolean DEFAULT false NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "promo_codes_kind" CHECK ("promo_codes"."kind" in ('percent', 'amount')),
	CONSTRAINT "promo_codes_value" CHECK ("promo_codes"."value" > 0 and ("promo_codes"."kind" <> 'percent' or "promo_codes"."value" <= 100)),
	CONSTRAINT "promo_codes_redemptions" CHECK ("promo_codes"."redemptions" >= 0 and ("promo_codes"."max_redemptions" is null or "promo_codes"."redemptions" <= "promo_codes"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"code" varchar(32) NOT NULL,
	"user_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_code_user_id_pk" PRIMARY KEY("code","user_id")
);
--> statement-breakpoint
CREATE TABLE "renewal_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"term_end" varchar(10) NOT NULL,
	"attempt" integer NOT NULL,
	"order_id" integer,
	"outcome" varchar(16) NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_codes" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"school_name" text NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" integer NOT NULL,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_codes_kind" CHECK ("school_codes"."kind" in ('percent', 'amount')),
	CONSTRAINT "school_codes_value" CHECK ("school_codes"."value" > 0 and ("school_codes"."kind" <> 'percent' or "school_codes"."value" <= 100)),
	CONSTRAINT "school_codes_redemptions" CHECK ("school_codes"."redemptions" >= 0 and ("school_codes"."max_redemptions" is null or "school_codes"."redemptions" <= "school_codes"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"status" varchar(12) NOT NULL,
	"renewal_promo_code" varchar(32),
	"last_failure_at" timestamp with time zone,
	"last_failure_message" text,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"gateway" varchar(16) NOT NULL,
	"kind" varchar(64) NOT NULL,
	"subject_id" varchar(64),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_client_tokens" (
	"fingerprint" varchar(64) PRIMARY KEY NOT NULL,
	"customer_id" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_nonces" (
	"nonce" varchar(64) PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"card_type" varchar(32),
	"bin" varchar(6),
	"last4" varchar(4),
	"expiration_month" integer,
	"expiration_year" integer,
	"postal_code" varchar(10),
	"cvv_response" varchar(1),
	"outcome" varchar(32) NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"token" varchar(64) PRIMARY KEY NOT NULL,
	"customer_id" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"card_type" varchar(32),
	"bin" varchar(6),
	"last4" varchar(4),
	"expiration_month" integer,
	"expiration_year" integer,
	"outcome" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"order_id" varchar(40),
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(32) NOT NULL,
	"processor_response_code" varchar(8),
	"processor_response_text" text,
	"gateway_rejection_reason" varchar(32),
	"payment_method_token" varchar(64),
	"customer_id" varchar(64),
	"details" jsonb,
	"refunded_transaction_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateway_customers" ADD CONSTRAINT "gateway_customers_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_promo_codes_code_fk" FOREIGN KEY ("promo_code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_school_code_school_codes_code_fk" FOREIGN KEY ("school_code") REFERENCES "public"."school_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_attempts" ADD CONSTRAINT "renewal_attempts_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_attempts" ADD CONSTRAINT "renewal_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD CONSTRAINT "sandbox_payment_methods_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_status_created" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_card" ON "orders" USING btree ("card_id") WHERE "orders"."kind" <> 'renewal';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction" ON "payments" USING btree ("gateway","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_attempts_term" ON "renewal_attempts" USING btree ("card_id","term_end","attempt");--> statement-breakpoint
CREATE INDEX "sandbox_payment_methods_customer" ON "sandbox_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sandbox_transactions_order" ON "sandbox_transactions" USING btree ("order_id");