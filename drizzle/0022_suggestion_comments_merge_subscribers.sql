CREATE TABLE "suggestion_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"suggestion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "suggestion_subscribers" (
	"suggestion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggestion_subscribers_suggestion_id_user_id_pk" PRIMARY KEY("suggestion_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "submitter_subscribed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "suggestion_comments" ADD CONSTRAINT "suggestion_comments_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_comments" ADD CONSTRAINT "suggestion_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_subscribers" ADD CONSTRAINT "suggestion_subscribers_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_subscribers" ADD CONSTRAINT "suggestion_subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suggestion_comments_suggestion_idx" ON "suggestion_comments" USING btree ("suggestion_id","created_at","id");--> statement-breakpoint
CREATE INDEX "suggestion_subscribers_user_idx" ON "suggestion_subscribers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_merged_into_id_suggestions_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."suggestions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_not_merged_into_itself" CHECK ("suggestions"."merged_into_id" <> "suggestions"."id");