CREATE TABLE "release_announcements" (
	"release_id" integer PRIMARY KEY NOT NULL,
	"cursor_user_id" integer DEFAULT 0 NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "release_notice_opt_outs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "release_announcements" ADD CONSTRAINT "release_announcements_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_notice_opt_outs" ADD CONSTRAINT "release_notice_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_announcements_open_idx" ON "release_announcements" USING btree ("created_at") WHERE "release_announcements"."finished_at" is null;--> statement-breakpoint
-- Hand-written: releases published before update notices existed count as announced, so editing
-- one of them (or publishing it again after a spell as a draft) never mails its owners about an old version.
INSERT INTO "release_announcements" ("release_id", "finished_at") SELECT "id", now() FROM "releases" WHERE "status" = 'published';
