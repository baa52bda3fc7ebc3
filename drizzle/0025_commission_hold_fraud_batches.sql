CREATE TABLE "commission_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ledger_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "last_seen_ip" text;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "signup_ip" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "review_status" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commission_decisions" ADD CONSTRAINT "commission_decisions_ledger_id_affiliate_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."affiliate_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_decisions_ledger_unique" ON "commission_decisions" USING btree ("ledger_id");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_batch_idx" ON "payouts" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "referrals_affiliate_ip_idx" ON "referrals" USING btree ("affiliate_id","signup_ip","created_at");--> statement-breakpoint
CREATE INDEX "referrals_review_idx" ON "referrals" USING btree ("review_status","created_at");--> statement-breakpoint
-- Commission decisions are history too (issue 18): written once, never edited or removed.
CREATE OR REPLACE FUNCTION commission_decisions_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'commission_decisions is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER commission_decisions_no_update_delete BEFORE UPDATE OR DELETE ON commission_decisions
  FOR EACH ROW EXECUTE FUNCTION commission_decisions_append_only();
