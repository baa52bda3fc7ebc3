CREATE TABLE "licence_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"licence_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"machine_id" text,
	"ip" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licence_events" ADD CONSTRAINT "licence_events_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_events" ADD CONSTRAINT "licence_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_events_licence_idx" ON "licence_events" USING btree ("licence_id","created_at");--> statement-breakpoint
-- The licence audit trail is append-only (issue 20): history is never edited or removed.
CREATE OR REPLACE FUNCTION licence_events_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'licence_events is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER licence_events_no_update_delete BEFORE UPDATE OR DELETE ON licence_events
  FOR EACH ROW EXECUTE FUNCTION licence_events_append_only();
