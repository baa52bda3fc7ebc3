CREATE TABLE "licence_reset_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"licence_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "licence_reset_tokens" ADD CONSTRAINT "licence_reset_tokens_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_reset_tokens" ADD CONSTRAINT "licence_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_reset_tokens_licence_idx" ON "licence_reset_tokens" USING btree ("licence_id");