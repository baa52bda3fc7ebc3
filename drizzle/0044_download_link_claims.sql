CREATE TABLE "download_link_claims" (
	"signature" text PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "download_link_claims_claimed_idx" ON "download_link_claims" USING btree ("claimed_at");