CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"visitor_id" text,
	"channel" text NOT NULL,
	"page" text,
	"search_kind" text,
	"step" text,
	"quantity" smallint,
	"value_in_cents" integer
);
--> statement-breakpoint
CREATE INDEX "analytics_events_at" ON "analytics_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "analytics_events_visitor_at" ON "analytics_events" USING btree ("visitor_id","at");