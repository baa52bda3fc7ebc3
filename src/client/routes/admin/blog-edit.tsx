import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { getAdminBlogPost, listAdminBlogCategories } from '#shared/contracts/blog.endpoints.ts';
import { PostForm } from '#client/features/blog/components/admin/post-form.tsx';
import { StatusBadge } from '#client/features/blog/components/admin/posts-table.tsx';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { adminLoader } from '#client/lib/guards.server.ts';
import { loadFailed, notFound } from '#client/lib/route-errors.ts';
import { INT4_MAX } from '#shared/contracts/fields.constants.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import type { Route } from './+types/blog-edit';

export const handle = { i18n: ['admin-blog'] };

/** `/admin/blog/new` writes a post; `/admin/blog/:id` edits one. */
export const loader = adminLoader(async ({ context, params }: Route.LoaderArgs) => {
  const isNew = params.id === 'new';
  if (!isNew && !(/^\d+$/.test(params.id) && Number(params.id) >= 1 && Number(params.id) <= INT4_MAX)) notFound();
  const [categories, post] = await Promise.all([
    context.api(listAdminBlogCategories, undefined),
    isNew ? null : context.api(getAdminBlogPost, { id: Number(params.id) }),
  ]);
  if (post && !post.ok) loadFailed(post.status);
  const found = post?.ok ? post.data.post : undefined;
  const title = found?.title ?? serverT(context.lang, 'admin-blog')('form.newTitle');
  return { title, post: found, categories: categories.ok ? categories.data : [] };
});

/** A submit before hydration: back to the form (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = adminMeta;

export default function AdminBlogEditPage() {
  const { t } = useTranslation('admin-blog');
  const { post, categories } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-6">
      <Link
        to="/admin/blog"
        className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('form.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{post ? t('form.editTitle') : t('form.newTitle')}</h1>
        {post ? <StatusBadge status={post.status} /> : null}
      </div>
      {/* Keyed by post so switching between posts starts a fresh form. */}
      <PostForm key={post?.id ?? 'new'} post={post} categories={categories} />
    </div>
  );
}
