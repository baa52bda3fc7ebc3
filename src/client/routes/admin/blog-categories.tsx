import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { listAdminBlogCategories } from '#shared/contracts/blog.endpoints.ts';
import { useAdminCategories } from '#client/features/blog/api/admin-categories.ts';
import { CategoryManager } from '#client/features/blog/components/admin/category-manager.tsx';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { adminLoader } from '#client/lib/guards.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import type { Route } from './+types/blog-categories';

export const handle = { i18n: ['admin-blog'] };

export const loader = adminLoader(async ({ context }: Route.LoaderArgs) => {
  const result = await context.api(listAdminBlogCategories, undefined);
  return { title: serverT(context.lang, 'admin-blog')('categories.title'), categories: result.ok ? result.data : null };
});

/** A submit before hydration: back to the form (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = adminMeta;

export default function AdminBlogCategoriesPage() {
  const { t } = useTranslation('admin-blog');
  const data = useLoaderData<typeof loader>();
  const categories = useAdminCategories(data.categories ?? undefined);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <Link
        to="/admin/blog"
        className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('form.back')}
      </Link>
      <div>
        <h1 className="text-2xl font-bold">{t('categories.title')}</h1>
        <p className="text-muted-foreground">{t('categories.description')}</p>
      </div>
      {categories.isError ? (
        <p role="alert" className="text-destructive">
          {t('list.error')}
        </p>
      ) : (
        <CategoryManager categories={categories.data ?? []} />
      )}
    </div>
  );
}
