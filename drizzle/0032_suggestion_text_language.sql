ALTER TABLE "suggestion_comments" ADD COLUMN "text_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "text_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Existing suggestions: the page language at submission is the best record of the text's language.
UPDATE "suggestions" SET "text_language" = "language";
