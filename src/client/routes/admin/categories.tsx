import { useTranslation } from '#client/lib/use-translation.ts';
import { listAdminCategories } from '#shared/contracts/admin-store.endpoints.ts';
import { useAdminCategories } from '#client/features/admin-store/api/list-categories.ts';
import { CategoryAdmin } from '#client/features/admin-store/components/category-admin.tsx';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { adminLoader } from '#client/lib/guards.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import type { Route } from './+types/categories';

export const handle = { i18n: ['admin-store'] };

export const loader = adminLoader(async ({ context }: Route.LoaderArgs) => {
  const result = await context.api(listAdminCategories, undefined);
  return {
    title: serverT(context.lang, 'admin-store')('categories.title'),
    categories: result.ok ? result.data : null,
  };
});

/** A submit before hydration: back to the form (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = adminMeta;

export default function AdminCategoriesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-store');
  const categories = useAdminCategories(loaderData.categories);
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">{t('categories.title')}</h1>
        <p className="text-muted-foreground">{t('categories.description')}</p>
      </div>
      {categories.isError ? (
        <p role="alert" className="text-destructive">
          {t('categories.error')}
        </p>
      ) : (
        <CategoryAdmin categories={categories.data?.categories ?? []} />
      )}
    </div>
  );
}
