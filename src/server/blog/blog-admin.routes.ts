import type { FastifyPluginAsync } from 'fastify';
import {
  createBlogCategory,
  createBlogPost,
  deleteBlogCategory,
  deleteBlogPost,
  getAdminBlogPost,
  listAdminBlogCategories,
  listAdminBlogPosts,
  previewBlogContent,
  updateBlogCategory,
  updateBlogPost,
} from '#shared/contracts/blog.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import * as blog from './blog-admin.service.ts';

/** /_api/admin/blog/*: every call is declared `admin` (401 without a session, 403 for a non-admin). */
export const blogAdminRoutes: FastifyPluginAsync = async (app) => {
  // Each write empties the public blog cache once it has committed, before the admin gets the
  // answer, so the next public read shows the change.
  const publicBlog = app.publicCache('blog');
  const changingBlog = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    await publicBlog.invalidate();
    return result;
  };

  await registerEndpoint(app, listAdminBlogPosts, async ({ input }) => blog.adminListPosts(app.db, input));
  await registerEndpoint(app, getAdminBlogPost, async ({ input }) => blog.adminGetPost(app.db, input.id));
  await registerEndpoint(app, createBlogPost, async ({ input, request }) =>
    changingBlog(blog.createPost(app.db, currentUser(request).id, input)),
  );
  await registerEndpoint(app, updateBlogPost, async ({ input }) => changingBlog(blog.updatePost(app.db, input)));
  await registerEndpoint(app, deleteBlogPost, async ({ input }) => changingBlog(blog.deletePost(app.db, input.id)));
  await registerEndpoint(app, previewBlogContent, async ({ input }) =>
    blog.previewContent(input.contentFormat, input.content),
  );

  await registerEndpoint(app, listAdminBlogCategories, async () => blog.adminListCategories(app.db));
  await registerEndpoint(app, createBlogCategory, async ({ input }) =>
    changingBlog(blog.createCategory(app.db, input)),
  );
  await registerEndpoint(app, updateBlogCategory, async ({ input }) =>
    changingBlog(blog.updateCategory(app.db, input)),
  );
  await registerEndpoint(app, deleteBlogCategory, async ({ input }) =>
    changingBlog(blog.deleteCategory(app.db, input.id)),
  );
};
