CREATE TABLE "installer_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"company_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"services" jsonb NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"mobile_radius_miles" smallint,
	"website" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"rejection_reason" text,
	"installer_id" integer,
	CONSTRAINT "installer_applications_application_number_unique" UNIQUE("application_number"),
	CONSTRAINT "installer_applications_status_known" CHECK ("installer_applications"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'shopper' NOT NULL;--> statement-breakpoint
ALTER TABLE "installer_applications" ADD CONSTRAINT "installer_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_applications" ADD CONSTRAINT "installer_applications_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installer_applications_status" ON "installer_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "installer_applications_pending_email" ON "installer_applications" USING btree (lower("email")) WHERE "installer_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "installer_applications_pending_shop" ON "installer_applications" USING btree (lower("company_name"),"zip") WHERE "installer_applications"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role" CHECK ("users"."role" IN ('shopper', 'operations'));