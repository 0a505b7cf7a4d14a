CREATE TABLE "account_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_type" text NOT NULL,
	"company" text,
	"buying_source" text,
	"is_business" boolean DEFAULT false NOT NULL,
	CONSTRAINT "account_types_name_unique" UNIQUE("name"),
	CONSTRAINT "account_types_user_type" CHECK ("account_types"."user_type" IN ('retail', 'member', 'fleet', 'special-order', 'partner', 'employee', 'dealer-employee', 'sales-tool'))
);
--> statement-breakpoint
CREATE TABLE "price_list_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"brand_id" integer,
	"sku_id" integer,
	"percent_off_basis_points" integer,
	"price_cents" integer,
	CONSTRAINT "price_list_rules_one_target" CHECK ("price_list_rules"."brand_id" IS NULL OR "price_list_rules"."sku_id" IS NULL),
	CONSTRAINT "price_list_rules_one_amount" CHECK (("price_list_rules"."percent_off_basis_points" IS NULL) <> ("price_list_rules"."price_cents" IS NULL) AND ("price_list_rules"."price_cents" IS NULL OR "price_list_rules"."sku_id" IS NOT NULL)),
	CONSTRAINT "price_list_rules_percent" CHECK ("price_list_rules"."percent_off_basis_points" IS NULL OR "price_list_rules"."percent_off_basis_points" BETWEEN 1 AND 9000),
	CONSTRAINT "price_list_rules_price" CHECK ("price_list_rules"."price_cents" IS NULL OR "price_list_rules"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_type" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "price_lists_user_type_unique" UNIQUE("user_type"),
	CONSTRAINT "price_lists_user_type" CHECK ("price_lists"."user_type" IN ('retail', 'member', 'fleet', 'special-order', 'partner', 'employee', 'dealer-employee', 'sales-tool'))
);
--> statement-breakpoint
CREATE TABLE "user_account_types" (
	"user_id" integer NOT NULL,
	"account_type_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "user_account_types_user_id_account_type_id_pk" PRIMARY KEY("user_id","account_type_id")
);
--> statement-breakpoint
ALTER TABLE "price_list_rules" ADD CONSTRAINT "price_list_rules_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_rules" ADD CONSTRAINT "price_list_rules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_rules" ADD CONSTRAINT "price_list_rules_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_account_types" ADD CONSTRAINT "user_account_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_account_types" ADD CONSTRAINT "user_account_types_account_type_id_account_types_id_fk" FOREIGN KEY ("account_type_id") REFERENCES "public"."account_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_rules_scope" ON "price_list_rules" USING btree ("price_list_id",coalesce("brand_id", 0),coalesce("sku_id", 0));--> statement-breakpoint
CREATE INDEX "price_list_rules_sku" ON "price_list_rules" USING btree ("price_list_id","sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_account_types_order" ON "user_account_types" USING btree ("user_id","position");