CREATE TABLE "user_view_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_view_changes_user_idx" ON "user_view_changes" USING btree ("user_id","weight");