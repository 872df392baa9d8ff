ALTER TYPE "public"."otp_purpose" ADD VALUE 'email';--> statement-breakpoint
ALTER TYPE "public"."otp_purpose" ADD VALUE 'delete';--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"action" text NOT NULL,
	"notice_version" text NOT NULL,
	"family_member_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_purpose_check" CHECK ("consent_records"."purpose" IN ('notice', 'reminders', 'child')),
	CONSTRAINT "consent_records_action_check" CHECK ("consent_records"."action" IN ('given', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "guardian_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "forget_recipient" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","created_at");--> statement-breakpoint
-- The acceptances made at sign-up before this history existed.
INSERT INTO "consent_records" ("user_id", "purpose", "action", "notice_version", "created_at")
	SELECT "id", 'notice', 'given', "consent_version", "consent_at" FROM "users"
	WHERE "consent_version" IS NOT NULL AND "consent_at" IS NOT NULL;--> statement-breakpoint
-- Deleting an appointment normally takes its share out of the dashboard's totals. The
-- retention job and an account's erasure delete old unpaid visits to drop their link to
-- the patient, not to rewrite history: they set `umang.keep_day_stats` for their
-- transaction, and the day's figures stay as they were.
CREATE OR REPLACE FUNCTION "appointments_day_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "appointment_day_stats_add"(NEW, 1);
	ELSIF TG_OP = 'DELETE' THEN
		IF coalesce(current_setting('umang.keep_day_stats', true), '') <> 'on' THEN
			PERFORM "appointment_day_stats_add"(OLD, -1);
		END IF;
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
$$;
