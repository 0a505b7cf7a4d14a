-- Trigram matching for brand, product line and vehicle name search (spec §3 Search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "api_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"channel" text NOT NULL,
	"widget_type" text,
	"installer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tier" text NOT NULL,
	"country" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "courier_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"company" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"latitude" real NOT NULL,
	"longitude" real NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	CONSTRAINT "courier_locations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "installers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"latitude" real NOT NULL,
	"longitude" real NOT NULL,
	"metro_id" integer,
	"time_zone" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"weekly_hours" jsonb NOT NULL,
	"bays" smallint NOT NULL,
	"min_notice_hours" smallint DEFAULT 2 NOT NULL,
	"installation_cost_for_4_tires_cents" integer NOT NULL,
	"rating_value" real DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"installation_history_count" integer DEFAULT 0 NOT NULL,
	"is_mobile_install" boolean DEFAULT false NOT NULL,
	"mobile_radius_miles" smallint,
	"is_sponsored" boolean DEFAULT false NOT NULL,
	"is_electric_optimized" boolean DEFAULT false NOT NULL,
	"authorised_installer" boolean DEFAULT false NOT NULL,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "installers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "metros" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"latitude" real NOT NULL,
	"longitude" real NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "metros_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"tire_type" text NOT NULL,
	"subtype" text NOT NULL,
	"season" text NOT NULL,
	"warranty_miles" integer,
	"description" text NOT NULL,
	"score_handling" real DEFAULT 0 NOT NULL,
	"score_longevity" real DEFAULT 0 NOT NULL,
	"score_simple" real DEFAULT 0 NOT NULL,
	"score_traction" real DEFAULT 0 NOT NULL,
	"rating_value" real DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"persistent" boolean DEFAULT true NOT NULL,
	"suppress_from_home_page" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_line_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"part_number" text NOT NULL,
	"load_index" smallint NOT NULL,
	"load_index_dual" smallint,
	"speed_rating" text NOT NULL,
	"load_range" text NOT NULL,
	"max_load_lb" integer NOT NULL,
	"run_flat" boolean DEFAULT false NOT NULL,
	"sidewall" text DEFAULT 'BSW' NOT NULL,
	"tread_depth_32nds" smallint NOT NULL,
	"utqg" text,
	"weight_lb" real NOT NULL,
	"list_price_cents" integer NOT NULL,
	"sale_price_cents" integer NOT NULL,
	"fet_cents" integer DEFAULT 0 NOT NULL,
	"is_oversize" boolean DEFAULT false NOT NULL,
	"is_installable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "skus_part_number_unique" UNIQUE("part_number"),
	CONSTRAINT "skus_price_positive" CHECK ("skus"."sale_price_cents" > 0 AND "skus"."list_price_cents" >= "skus"."sale_price_cents"),
	CONSTRAINT "skus_fet_nonneg" CHECK ("skus"."fet_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"sku_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_sku_id_warehouse_id_pk" PRIMARY KEY("sku_id","warehouse_id"),
	CONSTRAINT "stock_never_negative" CHECK ("stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tire_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"size_key" text NOT NULL,
	"slug" text NOT NULL,
	"search_key" text NOT NULL,
	"kind" text NOT NULL,
	"width_mm" smallint,
	"aspect_ratio" smallint,
	"rim_in" smallint NOT NULL,
	"diameter_in" real NOT NULL,
	"section_width_in" real,
	CONSTRAINT "tire_sizes_size_key_unique" UNIQUE("size_key"),
	CONSTRAINT "tire_sizes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"make" text NOT NULL,
	"make_slug" text NOT NULL,
	"model" text NOT NULL,
	"model_slug" text NOT NULL,
	"year" smallint NOT NULL,
	"trim" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"front_size_id" integer NOT NULL,
	"rear_size_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"latitude" real NOT NULL,
	"longitude" real NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "warehouses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installers" ADD CONSTRAINT "installers_metro_id_metros_id_fk" FOREIGN KEY ("metro_id") REFERENCES "public"."metros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_size_id_tire_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."tire_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_front_size_id_tire_sizes_id_fk" FOREIGN KEY ("front_size_id") REFERENCES "public"."tire_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_rear_size_id_tire_sizes_id_fk" FOREIGN KEY ("rear_size_id") REFERENCES "public"."tire_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brands_name_trgm" ON "brands" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courier_locations_lat_lng" ON "courier_locations" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "installers_metro" ON "installers" USING btree ("metro_id");--> statement-breakpoint
CREATE INDEX "installers_lat_lng" ON "installers" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE UNIQUE INDEX "product_lines_brand_slug" ON "product_lines" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE INDEX "product_lines_category" ON "product_lines" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_lines_name_trgm" ON "product_lines" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skus_size" ON "skus" USING btree ("size_id");--> statement-breakpoint
CREATE INDEX "skus_line" ON "skus" USING btree ("product_line_id");--> statement-breakpoint
CREATE INDEX "tire_sizes_search_key" ON "tire_sizes" USING btree ("search_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tire_sizes_rim" ON "tire_sizes" USING btree ("rim_in");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_identity" ON "vehicles" USING btree ("make_slug","model_slug","year","trim");--> statement-breakpoint
CREATE INDEX "vehicles_make_trgm" ON "vehicles" USING gin ("make" gin_trgm_ops);