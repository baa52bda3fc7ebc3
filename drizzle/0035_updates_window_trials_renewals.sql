CREATE TABLE "licence_trials" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"indicator_id" integer NOT NULL,
	"machine_id" text NOT NULL,
	"machine_name" text,
	"user_id" integer,
	"ip" text,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"converted_licence_id" integer
);
--> statement-breakpoint
CREATE TABLE "licence_renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"licence_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"previous_until" timestamp with time zone NOT NULL,
	"new_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reverted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "updates_reminders" (
	"licence_id" integer NOT NULL,
	"kind" text NOT NULL,
	"updates_until" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "updates_reminders_licence_id_kind_updates_until_pk" PRIMARY KEY("licence_id","kind","updates_until")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "renewal_of_licence_id" integer;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "updates_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "renewal_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "trial_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "updates_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "renewal_of_licence_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "upgrade_credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "licence_trials" ADD CONSTRAINT "licence_trials_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_trials" ADD CONSTRAINT "licence_trials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_trials" ADD CONSTRAINT "licence_trials_converted_licence_id_licences_id_fk" FOREIGN KEY ("converted_licence_id") REFERENCES "public"."licences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_renewals" ADD CONSTRAINT "licence_renewals_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_renewals" ADD CONSTRAINT "licence_renewals_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "updates_reminders" ADD CONSTRAINT "updates_reminders_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_trials_key_unique" ON "licence_trials" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_trials_machine_unique" ON "licence_trials" USING btree ("indicator_id","machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_trials_user_unique" ON "licence_trials" USING btree ("indicator_id","user_id") WHERE "licence_trials"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "licence_trials_user_idx" ON "licence_trials" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_renewals_order_item_unique" ON "licence_renewals" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "licence_renewals_licence_idx" ON "licence_renewals" USING btree ("licence_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_renewal_of_licence_id_licences_id_fk" FOREIGN KEY ("renewal_of_licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_renewal_of_licence_id_licences_id_fk" FOREIGN KEY ("renewal_of_licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;