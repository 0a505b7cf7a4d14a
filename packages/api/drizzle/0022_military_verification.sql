CREATE TABLE "idme_sandbox_grants" (
	"code" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "military_verifications" (
	"state" text PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "id_me_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "military_verifications" ADD CONSTRAINT "military_verifications_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;