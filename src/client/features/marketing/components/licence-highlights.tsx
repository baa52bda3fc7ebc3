import type { LucideIcon } from 'lucide-react';
import InfinityIcon from 'lucide-react/icons/infinity';
import KeyRound from 'lucide-react/icons/key-round';
import Laptop from 'lucide-react/icons/laptop';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useRouteLoaderData } from 'react-router';
import { Link } from '#client/components/link.tsx';
import type { loader as rootLoader } from '#client/root.tsx';
import { FaqList } from './faq-list.tsx';
import { SectionHeading } from './section-heading.tsx';

const POINTS = [
  { key: 'lifetime', icon: InfinityIcon },
  { key: 'delivery', icon: KeyRound },
  { key: 'machines', icon: Laptop },
  { key: 'refund', icon: RotateCcw },
] as const satisfies ReadonlyArray<{ key: string; icon: LucideIcon }>;

const QUESTIONS = ['payment', 'key', 'machines', 'requirements', 'refund'] as const;

/** Licence rules in four points, then the questions buyers ask before paying. */
export function LicenceHighlights() {
  const { t } = useTranslation('home');
  const site = useRouteLoaderData<typeof rootLoader>('root')?.site;
  const vars = { platform: site?.platformName ?? '', minVersion: site?.platformMinVersion ?? '' };
  return (
    <section aria-labelledby="licence-title" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="licence-title" title={t('licence.title')} text={t('licence.text')} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {POINTS.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-lg border bg-card p-5 text-card-foreground">
            <Icon className="mb-3 size-6 text-primary" aria-hidden />
            <h3 className="font-semibold">{t(`licence.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{t(`licence.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-14 max-w-3xl">
        <h3 className="mb-4 text-xl font-bold">{t('faq.title')}</h3>
        <FaqList
          items={QUESTIONS.map((key) => ({
            id: key,
            question: t(`faq.${key}.q`, vars),
            answer: t(`faq.${key}.a`, vars),
          }))}
        />
        <p className="mt-4 text-sm text-muted-foreground">
          {t('faq.more')}{' '}
          <Link to="/docs" className="font-medium text-primary underline underline-offset-4">
            {t('faq.docs')}
          </Link>{' '}
          ·{' '}
          <Link to="/support" className="font-medium text-primary underline underline-offset-4">
            {t('faq.support')}
          </Link>
        </p>
      </div>
    </section>
  );
}
