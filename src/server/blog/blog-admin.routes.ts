import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminBlogCategoryResponse,
  AdminBlogPostResponse,
  AdminListBlogCategoriesResponse,
  AdminListBlogPostsQuery,
  AdminListBlogPostsResponse,
  CreateBlogCategoryInput,
  CreateBlogPostInput,
  IdInput,
  IdQuery,
  PreviewBlogContentInput,
  PreviewBlogContentResponse,
  SuccessResponse,
  UpdateBlogCategoryInput,
  UpdateBlogPostInput,
} from '#shared/contracts/blog.ts';
import { currentUser, requireAdmin } from '../platform/guards.ts';
import * as blog from './blog.service.ts';

/** /_api/admin/blog/*: every call is admin-only (401 without a session, 403 for a non-admin). */
export const blogAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', requireAdmin);

  // Each write empties the public blog cache once it has committed, before the admin gets the
  // answer, so the next public read shows the change.
  const publicBlog = app.publicCache('blog');
  const changingBlog = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    await publicBlog.invalidate();
    return result;
  };

  app.get(
    '/_api/admin/blog/posts',
    { schema: { querystring: AdminListBlogPostsQuery, response: { 200: AdminListBlogPostsResponse } } },
    async (request) => blog.adminListPosts(app.db, request.query),
  );

  app.get(
    '/_api/admin/blog/post',
    { schema: { querystring: IdQuery, response: { 200: AdminBlogPostResponse } } },
    async (request) => blog.adminGetPost(app.db, request.query.id),
  );

  app.post(
    '/_api/admin/blog/posts',
    { schema: { body: CreateBlogPostInput, response: { 200: AdminBlogPostResponse } } },
    async (request) => changingBlog(blog.createPost(app.db, currentUser(request).id, request.body)),
  );

  app.post(
    '/_api/admin/blog/posts/update',
    { schema: { body: UpdateBlogPostInput, response: { 200: AdminBlogPostResponse } } },
    async (request) => changingBlog(blog.updatePost(app.db, request.body)),
  );

  app.post(
    '/_api/admin/blog/posts/delete',
    { schema: { body: IdInput, response: { 200: SuccessResponse } } },
    async (request) => changingBlog(blog.deletePost(app.db, request.body.id)),
  );

  app.post(
    '/_api/admin/blog/preview',
    { schema: { body: PreviewBlogContentInput, response: { 200: PreviewBlogContentResponse } } },
    async (request) => blog.previewContent(request.body.contentFormat, request.body.content),
  );

  app.get('/_api/admin/blog/categories', { schema: { response: { 200: AdminListBlogCategoriesResponse } } }, async () =>
    blog.adminListCategories(app.db),
  );

  app.post(
    '/_api/admin/blog/categories',
    { schema: { body: CreateBlogCategoryInput, response: { 200: AdminBlogCategoryResponse } } },
    async (request) => changingBlog(blog.createCategory(app.db, request.body)),
  );

  app.post(
    '/_api/admin/blog/categories/update',
    { schema: { body: UpdateBlogCategoryInput, response: { 200: AdminBlogCategoryResponse } } },
    async (request) => changingBlog(blog.updateCategory(app.db, request.body)),
  );

  app.post(
    '/_api/admin/blog/categories/delete',
    { schema: { body: IdInput, response: { 200: SuccessResponse } } },
    async (request) => changingBlog(blog.deleteCategory(app.db, request.body.id)),
  );
};
