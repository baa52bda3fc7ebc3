CREATE TABLE "import_created" (
	"import_id" text NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text,
	"file_bytes" bigint NOT NULL,
	"invite" text DEFAULT 'no' NOT NULL,
	"default_product_id" integer,
	"rows" integer DEFAULT 0 NOT NULL,
	"committed_line" integer DEFAULT 0 NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"created" jsonb NOT NULL,
	"updated" jsonb NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"refused" jsonb NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_created" ADD CONSTRAINT "import_created_import_id_import_runs_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_created_import_idx" ON "import_created" USING btree ("import_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "import_runs_one_running" ON "import_runs" USING btree (("status" = 'running')) WHERE "import_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "import_runs_created_idx" ON "import_runs" USING btree ("created_at");