CREATE TABLE "portal_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"installer_id" integer,
	"widget_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portal_members_scope" CHECK (("portal_members"."role" IN ('owner', 'staff') AND "portal_members"."installer_id" IS NOT NULL AND "portal_members"."widget_id" IS NULL) OR ("portal_members"."role" IN ('brand-manager', 'affiliate') AND "portal_members"."widget_id" IS NOT NULL AND "portal_members"."installer_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "portal_members" ADD CONSTRAINT "portal_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_members" ADD CONSTRAINT "portal_members_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_members" ADD CONSTRAINT "portal_members_widget_id_api_clients_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_members_shop" ON "portal_members" USING btree ("user_id","installer_id") WHERE "portal_members"."installer_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_members_widget" ON "portal_members" USING btree ("user_id","widget_id") WHERE "portal_members"."widget_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "portal_members_installer" ON "portal_members" USING btree ("installer_id");