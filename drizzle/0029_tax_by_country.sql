CREATE TABLE "tax_rates" (
	"country" text PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;