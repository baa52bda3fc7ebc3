import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { getRoadmap } from '#shared/contracts/suggestions.endpoints.ts';
import { PageHeader } from '#client/features/marketing/components/page-header.tsx';
import { RoadmapLanes } from '#client/features/roadmap/roadmap-lanes.tsx';
import { serverT } from '#client/lib/i18n.server.ts';
import { loadFailed, thrownHead } from '#client/lib/route-errors.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/roadmap';

export const handle = { i18n: ['roadmap', 'suggestions'] };

/** Planned, In Development and Completed (last 90 days), rendered on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'roadmap');
  const head = { title: t('meta.title'), description: t('meta.description') };
  const result = await context.api(getRoadmap, undefined);
  if (!result.ok) loadFailed(result.status, head);
  return { ...head, lanes: result.data.lanes };
}

export const meta: Route.MetaFunction = ({ data, matches, error }) => {
  const head = data ?? thrownHead(error);
  return seoMeta(rootData(matches), {
    title: head?.title ?? '',
    description: head?.description ?? '',
    path: '/roadmap',
  });
};

export default function Roadmap({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('roadmap');
  return (
    <>
      <PageHeader title={t('header.title')} text={t('header.text')}>
        <p className="mt-6">
          <Link to="/suggestions" className="font-medium text-primary underline underline-offset-4">
            {t('header.board')}
          </Link>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <RoadmapLanes lanes={loaderData.lanes} />
      </div>
    </>
  );
}
