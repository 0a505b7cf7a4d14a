DROP INDEX "outbox_emails_pending";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_emails_due" ON "outbox_emails" USING btree ("next_attempt_at","id") WHERE "outbox_emails"."sent_at" IS NULL AND "outbox_emails"."dead_at" IS NULL;--> statement-breakpoint
CREATE INDEX "outbox_emails_dead" ON "outbox_emails" USING btree ("dead_at") WHERE "outbox_emails"."dead_at" IS NOT NULL;