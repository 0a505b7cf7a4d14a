CREATE TABLE "widget_clicks" (
	"client_id" text NOT NULL,
	"day" date NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "widget_clicks_client_id_day_pk" PRIMARY KEY("client_id","day")
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "checkout_in_widget" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "report_key_hash" text;--> statement-breakpoint
ALTER TABLE "widget_clicks" ADD CONSTRAINT "widget_clicks_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_widget_source" ON "carts" USING btree ("widget_source_id","created_at");