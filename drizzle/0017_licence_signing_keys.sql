CREATE TABLE "licence_signing_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "licence_signing_keys_one_active" ON "licence_signing_keys" USING btree (("retired_at" is null)) WHERE "licence_signing_keys"."retired_at" is null;