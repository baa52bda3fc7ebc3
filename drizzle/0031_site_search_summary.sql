DROP INDEX "blog_posts_search_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" DROP COLUMN "search_vector";