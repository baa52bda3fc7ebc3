import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { getChangelog } from '#shared/contracts/releases.endpoints.ts';
import { PageHeader } from '#client/features/marketing/components/page-header.tsx';
import { ChangelogList, ChangelogPages } from '#client/features/releases/components/changelog-list.tsx';
import { serverT } from '#client/lib/i18n.server.ts';
import { loadFailed, notFound, thrownHead } from '#client/lib/route-errors.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/changelog';

export const handle = { i18n: ['changelog'] };

/** Built from the published releases, rendered on the server: it works without JavaScript. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'changelog');
  const param = new URL(request.url).searchParams.get('page');
  const page = param === null ? 1 : Number(param);
  const head = { title: t('meta.title'), description: t('meta.description', { platform: context.site.platformName }) };
  if (!Number.isInteger(page) || page < 1) notFound(head);
  const result = await context.api(getChangelog, { page, lang: context.lang });
  if (!result.ok) {
    if (result.status === 400) notFound(head);
    loadFailed(result.status, head);
  }
  const { entries, pagination } = result.data;
  if (page > 1 && page > pagination.totalPages) notFound(head);
  return {
    ...head,
    title: page > 1 ? t('meta.titlePage', { page }) : head.title,
    entries,
    page,
    totalPages: pagination.totalPages,
  };
}

export const meta: Route.MetaFunction = ({ data, matches, error }) => {
  const head = data ?? thrownHead(error);
  return seoMeta(rootData(matches), {
    title: head?.title ?? '',
    description: head?.description ?? '',
    path: data && data.page > 1 ? `/changelog?page=${data.page}` : '/changelog',
  });
};

export default function Changelog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('changelog');
  return (
    <>
      <PageHeader title={t('header.title')} text={t('header.text')} />
      <div className="mx-auto max-w-3xl px-4 py-14">
        <ChangelogList entries={loaderData.entries} />
        <ChangelogPages page={loaderData.page} totalPages={loaderData.totalPages} />
        <p className="mt-12 text-sm text-muted-foreground">
          {t('update.text')}{' '}
          <Link to="/docs#installation" className="font-medium text-primary underline underline-offset-4">
            {t('update.cta')}
          </Link>
        </p>
      </div>
    </>
  );
}
