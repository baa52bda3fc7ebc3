import ChevronDown from 'lucide-react/icons/chevron-down';
import { useTranslation } from '#client/lib/use-translation.ts';

export interface LegalArticleProps {
  heading: string;
  html: string;
  headings: Array<{ id: string; text: string; depth: number }>;
  /** The text's real language, when the visitor's language had no translation of it. */
  lang: string;
  fallback: boolean;
}

/** A legal text rendered from Markdown on the server, with a table of contents of its sections. */
export function LegalArticle({ heading, html, headings, lang, fallback }: LegalArticleProps) {
  const { t } = useTranslation('legal');
  const sections = headings.filter((h) => h.depth === 2);
  const list = (
    <ol className="flex flex-col gap-1.5 text-sm">
      {sections.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            {item.text}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <article lang={lang} className="min-w-0 max-w-3xl" data-testid="legal-article">
        <h1 className="mb-4 text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
        {fallback ? <p className="mb-4 rounded-md border bg-muted/50 p-3 text-sm">{t('fallback')}</p> : null}
        {sections.length ? (
          // Phones: a folded contents list, so the text starts right under the title.
          <details className="group mb-6 rounded-lg border bg-muted/40 px-4 lg:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between py-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
              {t('contents')}
              <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
            </summary>
            <nav aria-label={t('contents')} className="pb-4">
              {list}
            </nav>
          </details>
        ) : null}
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
      {sections.length ? (
        <nav aria-label={t('contents')} className="hidden lg:block">
          <div className="sticky top-20 rounded-lg border bg-muted/40 p-4">
            <p className="mb-2 text-sm font-semibold">{t('contents')}</p>
            {list}
          </div>
        </nav>
      ) : null}
    </div>
  );
}
