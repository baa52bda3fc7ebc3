import LifeBuoy from 'lucide-react/icons/life-buoy';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';

/** SPEC §2: after a failed login, suggest the Google button or e-mailing support. */
export function NeedHelp({ supportEmail, showOAuth }: { supportEmail: string; showOAuth: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <aside
      className="rounded-md border bg-muted/50 p-4 text-sm"
      aria-labelledby="need-help-title"
      data-testid="need-help"
    >
      <h3 id="need-help-title" className="mb-2 flex items-center gap-2 font-semibold">
        <LifeBuoy className="size-4 text-primary" aria-hidden />
        {t('needHelp.title')}
      </h3>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-muted-foreground">
        {showOAuth ? <li>{t('needHelp.oauth')}</li> : null}
        <li>
          <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('needHelp.reset')}
          </Link>
        </li>
        <li>
          {t('needHelp.email')}{' '}
          <a href={`mailto:${supportEmail}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {supportEmail}
          </a>
        </li>
      </ul>
    </aside>
  );
}
