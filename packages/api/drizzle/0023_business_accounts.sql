CREATE TABLE "business_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"banner" text NOT NULL,
	"logo" "bytea",
	"logo_type" text,
	"logo_sha256" text,
	CONSTRAINT "business_profiles_logo_type" CHECK (("business_profiles"."logo" IS NULL AND "business_profiles"."logo_type" IS NULL AND "business_profiles"."logo_sha256" IS NULL) OR ("business_profiles"."logo" IS NOT NULL AND "business_profiles"."logo_type" IN ('image/png', 'image/jpeg', 'image/webp') AND "business_profiles"."logo_sha256" IS NOT NULL)),
	CONSTRAINT "business_profiles_logo_size" CHECK ("business_profiles"."logo" IS NULL OR octet_length("business_profiles"."logo") <= 262144)
);
--> statement-breakpoint
CREATE TABLE "user_brands" (
	"user_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "user_brands_user_id_brand_id_pk" PRIMARY KEY("user_id","brand_id")
);
--> statement-breakpoint
ALTER TABLE "account_types" ADD COLUMN "tire_replacement_coverage_available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_greeted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_brands" ADD CONSTRAINT "user_brands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_brands" ADD CONSTRAINT "user_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_profiles_logo" ON "business_profiles" USING btree ("logo_sha256");--> statement-breakpoint
UPDATE "account_types" SET "tire_replacement_coverage_available" = false WHERE "user_type" = 'dealer-employee';