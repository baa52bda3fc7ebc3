CREATE TABLE "blog_category_translations" (
	"category_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "blog_category_translations_category_id_language_pk" PRIMARY KEY("category_id","language")
);
--> statement-breakpoint
CREATE TABLE "blog_post_translations" (
	"post_id" integer NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text,
	"content" text,
	"content_source" text,
	"seo_title" text,
	"seo_description" text,
	"featured_image_alt" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_translations_post_id_language_pk" PRIMARY KEY("post_id","language")
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "featured_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "show_in_every_language" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_category_translations" ADD CONSTRAINT "blog_category_translations_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_post_translations_language_slug_unique" ON "blog_post_translations" USING btree ("language","slug");--> statement-breakpoint
-- Hand-written: posts written before translations existed stay listed in every language, as they were.
UPDATE "blog_posts" SET "show_in_every_language" = true;
