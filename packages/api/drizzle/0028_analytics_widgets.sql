ALTER TABLE "analytics_events" ADD COLUMN "widget_source" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "widget_type" text;