CREATE TABLE "suggestion_mail_subscriptions" (
	"email" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestion_votes" (
	"suggestion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggestion_votes_suggestion_id_user_id_pk" PRIMARY KEY("suggestion_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"suggestion_title" text NOT NULL,
	"description" text NOT NULL,
	"features" text,
	"name" text NOT NULL,
	"email" text,
	"user_id" integer,
	"language" text DEFAULT 'en' NOT NULL,
	"trading_style" text,
	"timeframe" text,
	"status" text DEFAULT 'under_review' NOT NULL,
	"priority" integer,
	"admin_notes" text,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggestions_priority_range" CHECK ("suggestions"."priority" between 1 and 5),
	CONSTRAINT "suggestions_upvotes_nonnegative" CHECK ("suggestions"."upvotes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "suggestion_votes" ADD CONSTRAINT "suggestion_votes_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_votes" ADD CONSTRAINT "suggestion_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suggestion_mail_subscriptions_token_unique" ON "suggestion_mail_subscriptions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "suggestion_votes_user_idx" ON "suggestion_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "suggestions_upvotes_idx" ON "suggestions" USING btree ("upvotes" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "suggestions_created_idx" ON "suggestions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "suggestions_status_idx" ON "suggestions" USING btree ("status","created_at" DESC NULLS LAST);