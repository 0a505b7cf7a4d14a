CREATE TABLE "widget_brands" (
	"client_id" text NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "widget_brands_client_id_brand_id_pk" PRIMARY KEY("client_id","brand_id")
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "widget_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "widget_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "widget_source_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "widget_type" text;--> statement-breakpoint
ALTER TABLE "widget_brands" ADD CONSTRAINT "widget_brands_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_brands" ADD CONSTRAINT "widget_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_widget_source" ON "orders" USING btree ("widget_source_id","placed_at");