CREATE TABLE "promotion_product_lines" (
	"promotion_id" integer NOT NULL,
	"product_line_id" integer NOT NULL,
	CONSTRAINT "promotion_product_lines_promotion_id_product_line_id_pk" PRIMARY KEY("promotion_id","product_line_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"promotion_type" text NOT NULL,
	"amount_type" text NOT NULL,
	"amount" integer NOT NULL,
	"min_quantity" smallint DEFAULT 1 NOT NULL,
	"theme" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "promotions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "recent_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"source" text NOT NULL,
	"date_of_visit" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_line_id" integer NOT NULL,
	"session_id" uuid,
	"author_name" text NOT NULL,
	"author_location" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"vehicle" text,
	"miles_driven" integer,
	"rating_dry" smallint,
	"rating_wet" smallint,
	"rating_winter" smallint,
	"rating_comfort" smallint,
	"rating_noise" smallint,
	"rating_treadwear" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_ratings_1_to_5" CHECK (coalesce("reviews"."rating_dry", 1) BETWEEN 1 AND 5 AND coalesce("reviews"."rating_wet", 1) BETWEEN 1 AND 5 AND coalesce("reviews"."rating_winter", 1) BETWEEN 1 AND 5 AND coalesce("reviews"."rating_comfort", 1) BETWEEN 1 AND 5 AND coalesce("reviews"."rating_noise", 1) BETWEEN 1 AND 5 AND coalesce("reviews"."rating_treadwear", 1) BETWEEN 1 AND 5),
	CONSTRAINT "reviews_at_least_one_rating" CHECK (coalesce("reviews"."rating_dry", "reviews"."rating_wet", "reviews"."rating_winter", "reviews"."rating_comfort", "reviews"."rating_noise", "reviews"."rating_treadwear") IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"label" text NOT NULL,
	"link" text NOT NULL,
	"type_name" text NOT NULL,
	"detail_label" text,
	"vehicle_metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopper_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"personalization" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_product_lines" ADD CONSTRAINT "promotion_product_lines_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_product_lines" ADD CONSTRAINT "promotion_product_lines_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_session_id_shopper_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."shopper_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_session_id_shopper_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."shopper_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_lines_line" ON "promotion_product_lines" USING btree ("product_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recent_searches_identity" ON "recent_searches" USING btree ("session_id","source","item_id");--> statement-breakpoint
CREATE INDEX "reviews_line" ON "reviews" USING btree ("product_line_id","created_at");--> statement-breakpoint
CREATE INDEX "search_history_session" ON "search_history" USING btree ("session_id","created_at");