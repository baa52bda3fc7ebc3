import Star from 'lucide-react/icons/star';
import { useTranslation } from '#client/lib/use-translation.ts';
import { SUGGESTION_PRIORITY_MAX } from '#shared/contracts/suggestions.constants.ts';
import { cn } from '#client/lib/cn.ts';

export const PRIORITY_LEVELS = [1, 2, 3, 4, 5] as const;

/** SPEC §4: 1 Lowest … 5 Highest. */
export function usePriorityLabel() {
  const { t } = useTranslation('admin-suggestions');
  return (priority: number | null) => {
    const level = PRIORITY_LEVELS.find((candidate) => candidate === priority);
    return level ? t(`priority.${level}`) : t('priority.none');
  };
}

/** Five stars, the first `priority` filled, with the level's name beside them. */
export function PriorityStars({ priority }: { priority: number | null }) {
  const label = usePriorityLabel();
  return (
    <span className="inline-flex flex-col items-start gap-0.5 whitespace-nowrap">
      <span className="inline-flex" aria-hidden>
        {Array.from({ length: SUGGESTION_PRIORITY_MAX }, (_, i) => (
          <Star
            key={i}
            className={cn(
              'size-4',
              priority && i < priority ? 'fill-warning text-warning' : 'text-muted-foreground/50',
            )}
          />
        ))}
      </span>
      <span className={cn('text-xs', !priority && 'text-muted-foreground')}>{label(priority)}</span>
    </span>
  );
}

/** The editor: a radio group of five stars (arrow keys move between them, as radios do). */
export function PriorityPicker({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange(value: number): void;
  label: string;
}) {
  const names = usePriorityLabel();
  return (
    <div className="flex flex-col gap-1">
      <div role="radiogroup" aria-label={label} className="inline-flex">
        {PRIORITY_LEVELS.map((level) => (
          <button
            key={level}
            type="button"
            role="radio"
            aria-checked={value === level}
            aria-label={`${level} – ${names(level)}`}
            tabIndex={value === level ? 0 : -1}
            className="rounded p-1 focus-visible:outline-2 focus-visible:outline-ring"
            onClick={() => onChange(level)}
            onKeyDown={(e) => {
              const step =
                e.key === 'ArrowRight' || e.key === 'ArrowUp'
                  ? 1
                  : e.key === 'ArrowLeft' || e.key === 'ArrowDown'
                    ? -1
                    : 0;
              if (!step) return;
              e.preventDefault();
              const next = Math.min(5, Math.max(1, value + step));
              onChange(next);
              (e.currentTarget.parentElement?.children[next - 1] as HTMLElement | undefined)?.focus();
            }}
          >
            <Star
              className={cn('size-5', level <= value ? 'fill-warning text-warning' : 'text-muted-foreground/60')}
              aria-hidden
            />
          </button>
        ))}
      </div>
      <span className="text-xs text-muted-foreground" aria-hidden>
        {names(value)}
      </span>
    </div>
  );
}
