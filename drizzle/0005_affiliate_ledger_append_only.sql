-- The affiliate ledger is append-only (DECISIONS "Affiliate program"): money history is never
-- edited or removed; corrections are new rows (reversal, payout_refund).
CREATE OR REPLACE FUNCTION affiliate_ledger_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'affiliate_ledger is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER affiliate_ledger_no_update_delete BEFORE UPDATE OR DELETE ON affiliate_ledger
  FOR EACH ROW EXECUTE FUNCTION affiliate_ledger_append_only();
