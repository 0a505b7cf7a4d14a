CREATE TABLE "cart_billing" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"phone_type" text NOT NULL,
	"email" text NOT NULL,
	"company_name" text,
	"po_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_type" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"brand" text,
	"last4" text,
	"payer" jsonb,
	"settles_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gateway_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_type" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"return_url" text NOT NULL,
	"status" text NOT NULL,
	"charge_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"client_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response_status" smallint,
	"response_body" jsonb,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_client_id_key_pk" PRIMARY KEY("client_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" uuid NOT NULL,
	"sku_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"quantity" smallint NOT NULL,
	"product" jsonb NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	"road_hazard_cents" integer NOT NULL,
	"fet_cents" integer NOT NULL,
	"allocations" jsonb NOT NULL,
	CONSTRAINT "order_items_order_id_sku_id_pk" PRIMARY KEY("order_id","sku_id"),
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"payment_type" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"brand" text,
	"last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_payments_charge_id_unique" UNIQUE("charge_id"),
	CONSTRAINT "order_payments_status" CHECK ("order_payments"."status" IN ('processing', 'authorized', 'captured', 'voided', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"tracking_status" text NOT NULL,
	"email" text NOT NULL,
	"shipping_option" text NOT NULL,
	"destination_label" text NOT NULL,
	"shipping_zip" text,
	"billing_zip" text NOT NULL,
	"shipping" jsonb NOT NULL,
	"billing" jsonb NOT NULL,
	"appointment_id" integer,
	"appointment" jsonb,
	"payment_type" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"road_hazard_cents" integer NOT NULL,
	"fet_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"installation_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"payment_type_discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('unconfirmed', 'confirmed', 'cancelled')),
	CONSTRAINT "orders_tracking_status" CHECK ("orders"."tracking_status" IN ('processed', 'pending_pickup', 'in_transit', 'delivered', 'cancelled')),
	CONSTRAINT "orders_money_nonneg" CHECK (LEAST("orders"."subtotal_cents", "orders"."discount_cents", "orders"."road_hazard_cents", "orders"."fet_cents", "orders"."shipping_cents", "orders"."installation_cents", "orders"."tax_cents", "orders"."payment_type_discount_cents", "orders"."total_cents") >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "ordered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_billing" ADD CONSTRAINT "cart_billing_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_sessions_reference" ON "gateway_sessions" USING btree ("reference","payment_type");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_placed" ON "orders" USING btree ("placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_emails_order_kind" ON "outbox_emails" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "outbox_emails_pending" ON "outbox_emails" USING btree ("created_at") WHERE "outbox_emails"."claimed_at" IS NULL;--> statement-breakpoint
-- The number shoppers quote on an order (schema.ts ORDER_NUMBER_SEQUENCE).
CREATE SEQUENCE "order_number_seq" START WITH 100000001;
