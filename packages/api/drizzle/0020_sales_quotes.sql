CREATE TABLE "quote_lines" (
	"quote_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"retail_price_cents" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "quote_lines_quote_id_sku_id_pk" PRIMARY KEY("quote_id","sku_id"),
	CONSTRAINT "quote_lines_quantity_positive" CHECK ("quote_lines"."quantity" > 0),
	CONSTRAINT "quote_lines_price_positive" CHECK ("quote_lines"."unit_price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_number" text NOT NULL,
	"token" text NOT NULL,
	"sales_user_id" integer NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"text_message" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quotes_quote_number_unique" UNIQUE("quote_number"),
	CONSTRAINT "quotes_token_unique" UNIQUE("token"),
	CONSTRAINT "quotes_expiry_after_creation" CHECK ("quotes"."expires_at" > "quotes"."created_at")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sales_user_id_users_id_fk" FOREIGN KEY ("sales_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_sales_user" ON "quotes" USING btree ("sales_user_id","created_at");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;