ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_doctor_live_key" ON "users" USING btree ("doctor_id") WHERE "users"."doctor_id" IS NOT NULL AND "users"."disabled_at" IS NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_password_check" CHECK ("users"."role" <> 'patient' OR "users"."password_hash" IS NOT NULL);