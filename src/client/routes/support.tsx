import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData, useRouteLoaderData } from 'react-router';
import { SUPPORT_LIMITS } from '#shared/contracts/support.constants.ts';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { ContactForm } from '#client/features/support/components/contact-form.tsx';
import { Faq, type FaqItem } from '#client/features/support/components/faq.tsx';
import { LiveChat } from '#client/features/support/components/live-chat.tsx';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { faqPageJsonLd } from '#client/lib/json-ld.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/support';

export const handle = { i18n: ['support'] };

/** FAQ entries, in order; the texts live in support.json (`faq.<id>.question/answer`). */
const FAQ_IDS = [
  'licence',
  'bundle',
  'enterprise',
  'delivery',
  'moving',
  'refunds',
  'requirements',
  'replies',
] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'support');
  const vars = {
    platform: context.site.platformName,
    minVersion: context.site.platformMinVersion,
    email: context.site.supportEmail,
  };
  // `?subject=` pre-fills the form (the Enterprise plan links here with one).
  const subject = (new URL(request.url).searchParams.get('subject') ?? '').trim().slice(0, SUPPORT_LIMITS.subject);
  return {
    subject,
    title: t('meta.title'),
    description: t('meta.description', vars),
    // Also used for the FAQPage JSON-LD, so search engines see the same answers as people.
    faq: FAQ_IDS.map((id) => ({
      id,
      question: t(`faq.${id}.question`, vars),
      answer: t(`faq.${id}.answer`, vars),
    })) satisfies FaqItem[],
  };
}

/** A submit before hydration: back to the form (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), {
    title: data?.title ?? 'Support',
    description: data?.description ?? '',
    path: '/support',
    jsonLd: data ? [faqPageJsonLd(data.faq)] : [],
  });

export default function SupportPage() {
  const { t } = useTranslation('support');
  const { subject, faq } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const site = root?.site;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="mb-10 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('header.title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('header.subtitle')}</p>
      </header>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-12">
          <Card>
            <CardHeader>
              <h2 className="text-xl font-semibold leading-tight">{t('form.title')}</h2>
              <CardDescription>{t('form.description')}</CardDescription>
            </CardHeader>
            <CardContent className="relative">
              {/* `key` re-mounts the form when a link changes the pre-filled subject. */}
              <ContactForm key={subject} defaultSubject={subject} />
            </CardContent>
          </Card>

          <section aria-labelledby="faq-heading">
            <h2 id="faq-heading" className="mb-5 text-2xl font-bold">
              {t('faq.title')}
            </h2>
            <Faq items={faq} />
          </section>
        </div>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
          <Card>
            <CardContent className="flex flex-col gap-4 p-6">
              <h2 className="text-lg font-semibold">{t('contact.title')}</h2>
              <a
                href={`mailto:${site?.supportEmail ?? ''}`}
                className="flex items-start gap-3 rounded-md hover:text-primary"
              >
                <Mail className="mt-0.5 size-5 text-primary" aria-hidden />
                <span>
                  <span className="block font-medium">{t('contact.email')}</span>
                  <span className="block text-sm text-muted-foreground">{site?.supportEmail}</span>
                </span>
              </a>
              {site?.liveChatUrl ? (
                <a
                  href={site.liveChatUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-start gap-3 rounded-md hover:text-primary"
                >
                  <MessageCircle className="mt-0.5 size-5 text-primary" aria-hidden />
                  <span>
                    <span className="block font-medium">{t('contact.chat')}</span>
                    <span className="block text-sm text-muted-foreground">{t('contact.chatHint')}</span>
                  </span>
                </a>
              ) : null}
              <p className="flex items-start gap-3 text-sm text-muted-foreground">
                <Clock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                {t('contact.replyTime')}
              </p>
            </CardContent>
          </Card>
        </aside>
      </div>
      <LiveChat url={site?.liveChatUrl ?? null} />
    </div>
  );
}
