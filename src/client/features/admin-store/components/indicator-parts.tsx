import Archive from 'lucide-react/icons/archive';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useContentLang } from '#client/lib/content-lang.ts';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { missingTranslations } from '#shared/contracts/admin-store.constants.ts';
import type { AdminIndicatorDto } from '#shared/contracts/admin-store.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { descriptionPreview } from '../format.ts';
import { useLanguageName } from '#client/lib/use-language-name.ts';

// The pieces of one indicator row, shared by the desktop table and the phone cards.

/** SPEC §9: ten placeholder rows while the list loads. */
export const PLACEHOLDER_ROWS = 10;

export interface IndicatorListProps {
  /** undefined while the list loads. */
  indicators: AdminIndicatorDto[] | undefined;
  onToggle(indicator: AdminIndicatorDto): void;
  onEdit(indicator: AdminIndicatorDto): void;
  onDelete(indicator: AdminIndicatorDto): void;
}

/** Rows the server has not confirmed yet (negative temporary id) cannot be changed. */
const unconfirmed = (indicator: AdminIndicatorDto) => indicator.id < 0;

export function NameAndPreview({ indicator }: { indicator: AdminIndicatorDto }) {
  const { t } = useTranslation('admin-store');
  const langOf = useContentLang();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 font-medium">
        {indicator.name}
        {indicator.kind === 'bundle' && <Badge variant="outline">{t('indicators.bundle')}</Badge>}
      </div>
      {/* The catalogue's English copy, the owner's own words (marked on a translated admin page). */}
      <p lang={langOf('en')} className="mt-1 line-clamp-2 text-xs text-muted-foreground">
        {descriptionPreview(indicator)}
      </p>
      <MissingTranslations indicator={indicator} />
    </>
  );
}

/** The languages whose visitors still read some of this indicator's copy in English. */
function MissingTranslations({ indicator }: { indicator: AdminIndicatorDto }) {
  const { t } = useTranslation('admin-store');
  const languageName = useLanguageName();
  const missing = missingTranslations(indicator);
  if (missing.length === 0) return null;
  return (
    <p className="mt-1 text-xs font-medium text-warning" data-testid="missing-translations">
      {t('translations.missing', { languages: missing.map(languageName).join(', ') })}
    </p>
  );
}

export function CategoryBadges({ indicator }: { indicator: AdminIndicatorDto }) {
  return (
    <div className="flex min-w-28 flex-wrap gap-1">
      {indicator.categories.map((c) => (
        <Badge key={c.id} variant="secondary">
          {c.name}
        </Badge>
      ))}
    </div>
  );
}

/** SPEC §2/§4: the Status toggle shows Active or Inactive and sends a full update. */
export function StatusToggle({
  indicator,
  onToggle,
}: {
  indicator: AdminIndicatorDto;
  onToggle(indicator: AdminIndicatorDto): void;
}) {
  const { t } = useTranslation('admin-store');
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={indicator.isActive}
        disabled={unconfirmed(indicator)}
        onCheckedChange={() => onToggle(indicator)}
        aria-label={t('indicators.toggle', { name: indicator.name })}
      />
      <span className={indicator.isActive ? 'text-sm font-medium' : 'text-sm text-muted-foreground'}>
        {indicator.isActive ? t('indicators.status.active') : t('indicators.status.inactive')}
      </span>
    </div>
  );
}

export function RowActions({
  indicator,
  onEdit,
  onDelete,
}: {
  indicator: AdminIndicatorDto;
  onEdit(indicator: AdminIndicatorDto): void;
  onDelete(indicator: AdminIndicatorDto): void;
}) {
  const { t } = useTranslation('admin-store');
  return (
    <div className="flex justify-end gap-1">
      {/* The indicator's (or the bundle's) downloadable versions. */}
      {!unconfirmed(indicator) && (
        <Button variant="ghost" size="icon" asChild>
          <Link
            to={`/admin/indicators/${indicator.id}/releases`}
            aria-label={t('indicators.releases', { name: indicator.name })}
            data-testid="indicator-releases-link"
          >
            <Archive aria-hidden />
          </Link>
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        disabled={unconfirmed(indicator)}
        onClick={() => onEdit(indicator)}
        aria-label={t('indicators.edit', { name: indicator.name })}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        disabled={unconfirmed(indicator)}
        onClick={() => onDelete(indicator)}
        aria-label={t('indicators.delete', { name: indicator.name })}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
