ALTER TYPE "public"."otp_purpose" ADD VALUE 'account';--> statement-breakpoint
-- A new enum value cannot be used in the transaction that adds it, and every existing
-- console account becomes an admin here: so the type is rebuilt rather than extended.
ALTER TYPE "public"."user_role" RENAME TO "user_role_old";--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('patient', 'admin', 'staff', 'doctor');--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."user_role" USING (CASE "role"::text WHEN 'staff' THEN 'admin' ELSE "role"::text END)::"public"."user_role";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'patient';--> statement-breakpoint
DROP TYPE "public"."user_role_old";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
-- Releases so far are known from the audit log, which records each one.
UPDATE "appointments" AS a SET "released_at" = COALESCE(a."cancelled_at", l."created_at") FROM "audit_log" AS l WHERE l."action" = 'appointment.release' AND l."target_id" = a."id"::text AND a."cancelled" = true;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "doctor_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_doctor_link_check" CHECK (("users"."role" = 'doctor') = ("users"."doctor_id" IS NOT NULL));
