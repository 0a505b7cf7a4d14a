CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"installer_id" integer NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_drop_off" boolean NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "appointments_status" CHECK ("appointments"."status" IN ('held', 'confirmed', 'expired')),
	CONSTRAINT "appointments_hold" CHECK (("appointments"."status" = 'held') = ("appointments"."hold_expires_at" IS NOT NULL)),
	CONSTRAINT "appointments_slot" CHECK ("appointments"."slot" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' OR "appointments"."slot" IN ('drop-off:Morning', 'drop-off:Afternoon', 'drop-off:Evening'))
);
--> statement-breakpoint
CREATE TABLE "installer_closures" (
	"installer_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "installer_closures_installer_id_date_pk" PRIMARY KEY("installer_id","date")
);
--> statement-breakpoint
CREATE TABLE "installer_slot_load" (
	"installer_id" integer NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"booked" smallint NOT NULL,
	"capacity" smallint NOT NULL,
	CONSTRAINT "installer_slot_load_installer_id_date_slot_pk" PRIMARY KEY("installer_id","date","slot"),
	CONSTRAINT "slot_load_within_capacity" CHECK ("installer_slot_load"."booked" <= "installer_slot_load"."capacity"),
	CONSTRAINT "slot_load_not_negative" CHECK ("installer_slot_load"."booked" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cart_shipping_cart_installer" ON "cart_shipping" USING btree ("cart_id","installer_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cart_shipping" FOREIGN KEY ("cart_id","installer_id") REFERENCES "public"."cart_shipping"("cart_id","installer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_closures" ADD CONSTRAINT "installer_closures_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_slot_load" ADD CONSTRAINT "installer_slot_load_installer_id_installers_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."installers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installers_mobile_radius" ON "installers" USING btree ("mobile_radius_miles") WHERE "installers"."is_mobile_install";--> statement-breakpoint
CREATE INDEX "appointments_installer_date" ON "appointments" USING btree ("installer_id","date");--> statement-breakpoint
-- Capacity of installer slots (rules §4 Appointments). Every held or confirmed appointment takes
-- one place of its slot in installer_slot_load; the upsert takes the row's lock, so concurrent
-- bookings of one slot are counted one after another, and slot_load_within_capacity refuses the
-- one that would pass the installer's bays. The application never writes installer_slot_load.
CREATE FUNCTION appointments_slot_load() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.status IN ('held', 'confirmed') AND NEW.status IN ('held', 'confirmed')
     AND OLD.installer_id = NEW.installer_id AND OLD.date = NEW.date AND OLD.slot = NEW.slot THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('held', 'confirmed') THEN
    UPDATE installer_slot_load SET booked = booked - 1
      WHERE installer_id = OLD.installer_id AND date = OLD.date AND slot = OLD.slot;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('held', 'confirmed') THEN
    INSERT INTO installer_slot_load AS load (installer_id, date, slot, booked, capacity)
      VALUES (NEW.installer_id, NEW.date, NEW.slot, 1, (SELECT bays FROM installers WHERE id = NEW.installer_id))
      ON CONFLICT (installer_id, date, slot)
      DO UPDATE SET booked = load.booked + 1, capacity = EXCLUDED.capacity;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER appointments_slot_load
  AFTER INSERT OR DELETE OR UPDATE OF status, installer_id, date, slot ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_slot_load();--> statement-breakpoint
-- An appointment confirmed by an order is the order's (rules §4 Appointments: confirmed at order
-- placement): no statement may free its place — not a move, not a cancel, and not a cascade from
-- the cart's shipping or the cart. Refused here, whatever path a change takes; the API answers the
-- constraint appointments_keep_confirmed with 409 (services/appointments.ts keptAppointmentRefusal).
CREATE FUNCTION appointments_keep_confirmed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'confirmed' THEN
    RAISE EXCEPTION 'appointment % is confirmed by an order and cannot be deleted', OLD.id
      USING ERRCODE = 'restrict_violation', CONSTRAINT = 'appointments_keep_confirmed';
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER appointments_keep_confirmed
  BEFORE DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_keep_confirmed();
