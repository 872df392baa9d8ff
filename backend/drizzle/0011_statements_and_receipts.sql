CREATE TABLE "receipt_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_credits" (
	"statement_id" uuid NOT NULL,
	"credit_id" uuid NOT NULL,
	CONSTRAINT "bank_statement_credits_statement_id_credit_id_pk" PRIMARY KEY("statement_id","credit_id")
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"row_count" integer NOT NULL,
	"credit_count" integer NOT NULL,
	"imported_by" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_file_sha256_unique" UNIQUE("file_sha256")
);
--> statement-breakpoint
CREATE TABLE "statement_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_key" text NOT NULL,
	"utr" text,
	"amount_paise" bigint NOT NULL,
	"credited_on" date NOT NULL,
	"narration" text NOT NULL,
	CONSTRAINT "statement_credits_content_key_unique" UNIQUE("content_key")
);
--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "receipt_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "statement_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_statement_credits" ADD CONSTRAINT "bank_statement_credits_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_credits" ADD CONSTRAINT "bank_statement_credits_credit_id_statement_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."statement_credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_credits_credit_idx" ON "bank_statement_credits" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "statement_credits_utr_idx" ON "statement_credits" USING btree ("utr");--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_proofs_receipt_number_key" ON "payment_proofs" USING btree ("receipt_number");--> statement-breakpoint
-- Payments approved before receipts existed get numbers too, in the order they were
-- approved, within the Indian financial year (April to March, IST) of the approval.
WITH approved AS (
	SELECT "appointment_id", "reviewed_at", ("reviewed_at" AT TIME ZONE 'UTC') + interval '330 minutes' AS "ist"
	FROM "payment_proofs" WHERE "status" = 'accepted' AND "reviewed_at" IS NOT NULL
), years AS (
	SELECT "appointment_id", "reviewed_at",
		(extract(year FROM "ist")::int - CASE WHEN extract(month FROM "ist") < 4 THEN 1 ELSE 0 END) AS "y"
	FROM approved
), numbered AS (
	SELECT "appointment_id", "reviewed_at",
		"y"::text || '-' || lpad((("y" + 1) % 100)::text, 2, '0') AS "fy",
		row_number() OVER (PARTITION BY "y" ORDER BY "reviewed_at", "appointment_id") AS "n"
	FROM years
), updated AS (
	UPDATE "payment_proofs" p
	SET "receipt_number" = 'UMG/' || numbered."fy" || '/' || lpad(numbered."n"::text, 6, '0'),
		"receipt_issued_at" = numbered."reviewed_at"
	FROM numbered WHERE p."appointment_id" = numbered."appointment_id"
	RETURNING numbered."fy", numbered."n"
)
INSERT INTO "receipt_counters" ("financial_year", "last_number")
SELECT "fy", max("n") FROM updated GROUP BY "fy";
