ALTER TABLE "gateway_charges" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "charge_id" text;--> statement-breakpoint
CREATE INDEX "gateway_charges_open" ON "gateway_charges" USING btree ("created_at") WHERE "gateway_charges"."status" IN ('authorized', 'processing');--> statement-breakpoint
CREATE INDEX "idempotency_keys_charge" ON "idempotency_keys" USING btree ("charge_id");--> statement-breakpoint
ALTER TABLE "gateway_charges" ADD CONSTRAINT "gateway_charges_idempotency_key_unique" UNIQUE("idempotency_key");