CREATE TABLE "release_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"release_id" integer NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"indicator_id" integer NOT NULL,
	"version" text NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_platform_version" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "release_downloads" ADD CONSTRAINT "release_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_downloads" ADD CONSTRAINT "release_downloads_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_downloads_release_idx" ON "release_downloads" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "release_downloads_user_idx" ON "release_downloads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_indicator_version_unique" ON "releases" USING btree ("indicator_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_storage_key_unique" ON "releases" USING btree ("storage_key");