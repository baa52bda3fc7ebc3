CREATE TABLE "licence_transfer_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"licence_id" integer NOT NULL,
	"machine_id" text NOT NULL,
	"machine_name" text,
	"code_hash" text NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "lease_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "licence_transfer_codes" ADD CONSTRAINT "licence_transfer_codes_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_transfer_codes_licence_idx" ON "licence_transfer_codes" USING btree ("licence_id","machine_id");