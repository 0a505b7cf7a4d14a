CREATE TABLE "cart_coupons" (
	"cart_id" uuid NOT NULL,
	"coupon_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_coupons_cart_id_coupon_id_pk" PRIMARY KEY("cart_id","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"cart_id" uuid NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"road_hazard" boolean DEFAULT true NOT NULL,
	"road_hazard_declined_by" text,
	"position" smallint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_cart_id_sku_id_pk" PRIMARY KEY("cart_id","sku_id"),
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0),
	CONSTRAINT "cart_items_road_hazard_declined_by" CHECK (("cart_items"."road_hazard" AND "cart_items"."road_hazard_declined_by" IS NULL) OR (NOT "cart_items"."road_hazard" AND "cart_items"."road_hazard_declined_by" IN ('system', 'shopper')))
);
--> statement-breakpoint
CREATE TABLE "cart_shipping" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"shipping_option" text NOT NULL,
	"installer_id" integer,
	"is_mobile_install" boolean DEFAULT false NOT NULL,
	"shipping_location_id" integer,
	"warehouse_id" integer,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"zip" text,
	"company_name" text,
	"email" text,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"phone_type" text,
	"special_instructions" text,
	"vehicle_description" text,
	"vehicle_make" text,
	"vehicle_model" text,
	"vehicle_trim" text,
	"vehicle_year" smallint,
	"installer_service" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_shipping_destination" CHECK (("cart_shipping"."shipping_option" = 'INSTALLER' AND "cart_shipping"."installer_id" IS NOT NULL)
        OR ("cart_shipping"."shipping_option" = 'FEDEX' AND "cart_shipping"."shipping_location_id" IS NOT NULL)
        OR ("cart_shipping"."shipping_option" = 'WAREHOUSE' AND "cart_shipping"."warehouse_id" IS NOT NULL)
        OR ("cart_shipping"."shipping_option" = 'HOME' AND "cart_shipping"."address_line1" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"channel" text NOT NULL,
	"is_dealer" boolean DEFAULT false NOT NULL,
	"widget_source" text,
	"widget_source_id" text,
	"sub_source" text,
	"installer_id" integer,
	"email" text,
	"zip" text,
	"pre_shipping_selection" text,
	"id_me_verified_status" text,
	"road_hazard_turned_off" boolean DEFAULT false NOT NULL,
	"vehicle_make" text,
	"vehicle_model" text,
	"vehicle_trim" text,
	"vehicle_year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"promotion_type" text NOT NULL,
	"amount_type" text NOT NULL,
	"amount" integer NOT NULL,
	"min_cart_quantity" smallint,
	"max_cart_quantity" smallint,
	"alert_message" text,
	"product_line_ids" jsonb,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "coupons_amount_nonneg" CHECK ("coupons"."amount" >= 0),
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code"))
);
--> statement-breakpoint
ALTER TABLE "installers" ADD COLUMN "dealer_code" text;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_shipping" ADD CONSTRAINT "cart_shipping_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_shipping" ADD CONSTRAINT "cart_shipping_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_shipping" ADD CONSTRAINT "cart_shipping_shipping_location_id_courier_locations_id_fk" FOREIGN KEY ("shipping_location_id") REFERENCES "public"."courier_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_shipping" ADD CONSTRAINT "cart_shipping_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_updated" ON "carts" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code" ON "coupons" USING btree ("code");