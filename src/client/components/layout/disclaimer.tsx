import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { cn } from '#client/lib/cn.ts';
import type { SiteSettings } from '#shared/site.ts';

/** The page that explains the risks in full. */
export const RISK_DISCLOSURE_PATH = '/risk-disclosure';

/**
 * A platform vendor disclosure beside what needs one: `performance` beside
 * signals on past charts (CFTC Rule 4.41), `testimonials` under customers' quotes. The shop owner's
 * text (`DISCLAIMER_PERFORMANCE`, `DISCLAIMER_TESTIMONIALS`) replaces the translated default.
 */
export function Disclaimer({
  kind,
  site,
  className,
}: {
  kind: 'performance' | 'testimonials';
  site: Pick<SiteSettings, 'disclaimers'>;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <p className={cn('text-xs leading-relaxed text-muted-foreground', className)} data-testid={`disclaimer-${kind}`}>
      {site.disclaimers[kind] ?? t(`disclaimer.${kind}`)}{' '}
      <Link to={RISK_DISCLOSURE_PATH} className="underline underline-offset-4 hover:text-foreground">
        {t('footer.riskDisclosure')}
      </Link>
    </p>
  );
}
