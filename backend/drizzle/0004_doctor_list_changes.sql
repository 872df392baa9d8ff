-- Every change that alters GET /api/doctor/list announces itself on one channel, so
-- each server instance drops its in-memory copy of the list (see doctor-list.cache.ts).
-- Statement-level: a transaction touching many rows sends one notice, delivered on commit.
CREATE FUNCTION "notify_doctor_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('doctor_list_changed', TG_TABLE_NAME);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "doctors_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doctors"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_doctor_list_changed"();--> statement-breakpoint
CREATE TRIGGER "blocked_slots_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blocked_slots"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_doctor_list_changed"();--> statement-breakpoint
-- Payments, reminders and completion leave the list as it was: only slot-holding columns count.
CREATE TRIGGER "appointments_list_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "doctor_id", "slot_date", "slot_time", "starts_at", "cancelled" ON "appointments"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_doctor_list_changed"();
