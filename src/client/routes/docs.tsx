import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { DocsPicker, DocsSidebar } from '#client/features/marketing/components/docs-nav.tsx';
import { DOC_SECTION_IDS } from '#client/features/marketing/docs-sections.ts';
import { useActiveSection } from '#client/features/marketing/use-active-section.ts';
import { loadContent } from '#client/lib/content.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/docs';

export const handle = { i18n: ['docs'] };

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'docs');
  const sections = DOC_SECTION_IDS.flatMap((id) => {
    // Each file's `# Title` becomes an <h2 id="<file>">; its own headings get ids prefixed with the file name.
    const page = loadContent(context.lang, `docs/${id}`, context.site, { headingOffset: 1, idPrefix: id });
    return page ? [{ id, title: page.title, html: page.html, lang: page.lang }] : [];
  });
  return {
    title: t('meta.title'),
    description: t('meta.description', { platform: context.site.platformName }),
    sections,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), { title: data?.title ?? '', description: data?.description ?? '', path: '/docs' });

export default function Docs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('docs');
  const { sections } = loaderData;
  const [active, setActive] = useActiveSection(DOC_SECTION_IDS);
  const titles = Object.fromEntries(sections.map((s) => [s.id, s.title]));
  return (
    <div className="mx-auto max-w-7xl px-4">
      <header className="py-10">
        <h1 className="text-4xl font-bold tracking-tight">{t('header.title')}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{t('header.text')}</p>
      </header>
      <DocsPicker titles={titles} active={active} onChoose={setActive} />
      <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <DocsSidebar titles={titles} active={active} onChoose={setActive} />
        <div className="min-w-0 max-w-3xl pt-6 lg:pt-0 [&_[id]]:scroll-mt-32 lg:[&_[id]]:scroll-mt-20">
          {sections.map((section) => (
            <section
              key={section.id}
              data-section={section.id}
              aria-labelledby={section.id}
              lang={section.lang}
              className="prose-content border-b py-10 first:pt-0 last:border-b-0"
              dangerouslySetInnerHTML={{ __html: section.html }}
            />
          ))}
          <aside className="my-10 rounded-lg border bg-muted/40 p-6" aria-labelledby="docs-help-title">
            <h2 id="docs-help-title" className="font-semibold">
              {t('help.title')}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('help.text')}</p>
            <Link
              to="/support"
              className="mt-3 inline-block text-sm font-medium text-primary underline underline-offset-4"
            >
              {t('help.cta')}
            </Link>
          </aside>
        </div>
      </div>
    </div>
  );
}
