ALTER TABLE "refunds" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credit_noted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_credit_note_number_unique" ON "refunds" USING btree ("credit_note_number");