import type { FastifyPluginAsync } from 'fastify';
import {
  BLOG_RSS_PATH,
  GetBlogPostResponse,
  ListBlogCategoriesResponse,
  ListBlogPostsResponse,
} from '#shared/contracts/blog.ts';
import { getBlogPost, listBlogCategories, listBlogPosts } from '#shared/contracts/blog.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { blogAdminRoutes } from './blog-admin.routes.ts';
import { buildRss, RSS_ITEM_COUNT } from './blog.rss.ts';
import * as blog from './blog.service.ts';

/** SPEC §7 "Blog" calls, the RSS feed and (nested) the admin calls. */
export const blogRoutes: FastifyPluginAsync = async (app) => {
  // The same for every visitor, so served from the blog cache: emptied by the admin's writes,
  // and stale by itself when the next scheduled post goes live.
  const cache = app.publicCache('blog');
  const staleAt = () => blog.publicAnswersStaleAt(app.db);
  // Rendered pages show these answers (the blog, its posts, the home page's latest posts).
  app.pageCache.staleWhen(staleAt);

  await registerEndpoint(app, listBlogPosts, async ({ input, request, reply }) => {
    // Searches are too many and too varied to keep; pages and category filters are few.
    if (input.query) return blog.listPosts(app.db, input);
    return cache.reply(request, reply, {
      key: `posts?${JSON.stringify(input)}`,
      schema: ListBlogPostsResponse,
      load: () => blog.listPosts(app.db, input),
      staleAt,
    });
  });

  await registerEndpoint(app, listBlogCategories, async ({ request, reply }) =>
    cache.reply(request, reply, {
      key: 'categories',
      schema: ListBlogCategoriesResponse,
      load: () => blog.listCategories(app.db),
      staleAt,
    }),
  );

  await registerEndpoint(app, getBlogPost, async ({ input, request, reply }) =>
    cache.reply(request, reply, {
      key: `post?${JSON.stringify(input)}`,
      schema: GetBlogPostResponse,
      load: () => blog.getPost(app.db, input.slug),
      staleAt,
    }),
  );

  // XML, not an API call: registered by hand, its path from the contract.
  app.get(BLOG_RSS_PATH, async (_request, reply) => {
    const posts = await blog.latestPosts(app.db, RSS_ITEM_COUNT);
    const { SITE_NAME: siteName, siteUrl } = app.config;
    reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return buildRss(
      {
        siteName,
        siteUrl,
        description: `Order flow, volume profile, risk management and platform tips from the ${siteName} team.`,
      },
      posts,
    );
  });

  await app.register(blogAdminRoutes);
};
