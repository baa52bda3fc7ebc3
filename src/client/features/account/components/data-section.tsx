import Download from 'lucide-react/icons/download';
import { useTranslation } from '#client/lib/use-translation.ts';
import { exportAccountData } from '#shared/contracts/account.endpoints.ts';
import { Button } from '#client/components/ui/button.tsx';
import { AccountSection } from './account-section.tsx';

/** A JSON file of everything held about the customer (a plain download link: works without JavaScript). */
export function DataSection() {
  const { t } = useTranslation('account');
  return (
    <AccountSection id="data" title={t('data.title')} description={t('data.description')}>
      <Button asChild variant="outline" className="self-start">
        <a href={exportAccountData.path} download data-testid="export-data">
          <Download aria-hidden />
          {t('data.download')}
        </a>
      </Button>
    </AccountSection>
  );
}
