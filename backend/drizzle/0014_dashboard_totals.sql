CREATE TABLE "appointment_day_stats" (
	"day" date NOT NULL,
	"doctor_id" uuid NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"no_show" integer DEFAULT 0 NOT NULL,
	"released" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_day_stats_day_doctor_id_pk" PRIMARY KEY("day","doctor_id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "proof_status" text;--> statement-breakpoint
ALTER TABLE "appointment_day_stats" ADD CONSTRAINT "appointment_day_stats_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The proof's status, copied onto its appointment: the dashboard's totals below then follow
-- a payment decision through the appointment row alone, deletions included.
UPDATE "appointments" AS a SET "proof_status" = p."status"::text FROM "payment_proofs" AS p WHERE p."appointment_id" = a."id";--> statement-breakpoint
CREATE FUNCTION "payment_proofs_copy_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "appointments" SET "proof_status" = NULL
			WHERE "id" = OLD."appointment_id" AND "proof_status" IS NOT NULL
				AND (TG_OP = 'DELETE' OR OLD."appointment_id" <> NEW."appointment_id");
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		UPDATE "appointments" SET "proof_status" = NEW."status"::text
			WHERE "id" = NEW."appointment_id" AND "proof_status" IS DISTINCT FROM NEW."status"::text;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_proofs_copy_status" AFTER INSERT OR DELETE OR UPDATE OF "status", "appointment_id" ON "payment_proofs"
	FOR EACH ROW EXECUTE FUNCTION "payment_proofs_copy_status"();--> statement-breakpoint
-- One appointment's share of the totals of its IST day (a fixed +05:30: India keeps no
-- daylight saving) and doctor, times `sign`: +1 adds it, -1 takes it back. The figures
-- mean what the dashboard's do: booked is neither cancelled nor released; revenue counts
-- booked visits only.
CREATE FUNCTION "appointment_day_stats_add"(a "appointments", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_live boolean := NOT a."cancelled";
BEGIN
	INSERT INTO "appointment_day_stats" AS s
		("day", "doctor_id", "booked", "completed", "cancelled", "no_show", "released", "approved", "pending")
	VALUES (
		(a."starts_at" AT TIME ZONE INTERVAL '5:30')::date, a."doctor_id",
		sign * v_live::int,
		sign * (v_live AND a."is_completed")::int,
		sign * (a."cancelled" AND a."released_at" IS NULL)::int,
		sign * (v_live AND a."no_show_at" IS NOT NULL)::int,
		sign * (a."cancelled" AND a."released_at" IS NOT NULL)::int,
		sign * CASE WHEN v_live AND a."proof_status" = 'accepted' THEN a."amount" ELSE 0 END,
		sign * CASE WHEN v_live AND a."proof_status" = 'pending' THEN a."amount" ELSE 0 END)
	ON CONFLICT ("day", "doctor_id") DO UPDATE SET
		"booked" = s."booked" + EXCLUDED."booked",
		"completed" = s."completed" + EXCLUDED."completed",
		"cancelled" = s."cancelled" + EXCLUDED."cancelled",
		"no_show" = s."no_show" + EXCLUDED."no_show",
		"released" = s."released" + EXCLUDED."released",
		"approved" = s."approved" + EXCLUDED."approved",
		"pending" = s."pending" + EXCLUDED."pending";
END;
$$;--> statement-breakpoint
-- An appointment's old share goes and its new one comes. When a move changes its day or
-- doctor, the two rows are touched in (day, doctor) order, so two moves in opposite
-- directions wait for each other instead of deadlocking.
CREATE FUNCTION "appointments_day_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "appointment_day_stats_add"(NEW, 1);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "appointment_day_stats_add"(OLD, -1);
	ELSIF ((OLD."starts_at" AT TIME ZONE INTERVAL '5:30')::date, OLD."doctor_id"::text)
		<= ((NEW."starts_at" AT TIME ZONE INTERVAL '5:30')::date, NEW."doctor_id"::text) THEN
		PERFORM "appointment_day_stats_add"(OLD, -1);
		PERFORM "appointment_day_stats_add"(NEW, 1);
	ELSE
		PERFORM "appointment_day_stats_add"(NEW, 1);
		PERFORM "appointment_day_stats_add"(OLD, -1);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_day_stats" AFTER INSERT OR DELETE OR UPDATE OF "doctor_id", "starts_at", "amount", "cancelled", "released_at", "is_completed", "no_show_at", "proof_status" ON "appointments"
	FOR EACH ROW EXECUTE FUNCTION "appointments_day_stats"();--> statement-breakpoint
CREATE FUNCTION "appointments_day_stats_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "appointment_day_stats";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_day_stats_truncate" AFTER TRUNCATE ON "appointments"
	FOR EACH STATEMENT EXECUTE FUNCTION "appointments_day_stats_truncate"();--> statement-breakpoint
-- The totals of every appointment so far.
INSERT INTO "appointment_day_stats" ("day", "doctor_id", "booked", "completed", "cancelled", "no_show", "released", "approved", "pending")
SELECT (a."starts_at" AT TIME ZONE INTERVAL '5:30')::date, a."doctor_id",
	count(*) FILTER (WHERE NOT a."cancelled"),
	count(*) FILTER (WHERE NOT a."cancelled" AND a."is_completed"),
	count(*) FILTER (WHERE a."cancelled" AND a."released_at" IS NULL),
	count(*) FILTER (WHERE NOT a."cancelled" AND a."no_show_at" IS NOT NULL),
	count(*) FILTER (WHERE a."cancelled" AND a."released_at" IS NOT NULL),
	coalesce(sum(a."amount") FILTER (WHERE NOT a."cancelled" AND a."proof_status" = 'accepted'), 0),
	coalesce(sum(a."amount") FILTER (WHERE NOT a."cancelled" AND a."proof_status" = 'pending'), 0)
FROM "appointments" AS a
GROUP BY 1, 2;