import { useTranslation } from '#client/lib/use-translation.ts';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { cn } from '#client/lib/cn.ts';
import { DOC_GROUPS } from '../docs-sections.ts';

export interface DocsNavProps {
  titles: Record<string, string>;
  active: string | undefined;
  onChoose: (id: string) => void;
}

/** Desktop: a sticky sidebar of anchor links, grouped, with the section in view highlighted. */
export function DocsSidebar({ titles, active, onChoose }: DocsNavProps) {
  const { t } = useTranslation('docs');
  return (
    <nav
      aria-label={t('nav.label')}
      className="sticky top-20 hidden max-h-[calc(100dvh-6rem)] overflow-y-auto pb-6 lg:block"
      data-testid="docs-sidebar"
    >
      {DOC_GROUPS.map((group) => (
        <div key={group.key} className="mb-6">
          <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {t(`groups.${group.key}`)}
          </p>
          <ul className="flex flex-col gap-0.5">
            {group.sections
              .filter((id) => titles[id])
              .map((id) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    onClick={() => onChoose(id)}
                    aria-current={active === id ? 'location' : undefined}
                    className={cn(
                      'block rounded-md border-l-2 px-3 py-1.5 text-sm transition-colors',
                      active === id
                        ? 'border-primary bg-accent font-semibold text-accent-foreground'
                        : 'border-transparent text-foreground/80 hover:bg-muted hover:text-foreground',
                    )}
                  >
                    {titles[id]}
                  </a>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** Phones: one compact picker under the header that follows the reader and jumps on choice. */
export function DocsPicker({ titles, active, onChoose }: DocsNavProps) {
  const { t } = useTranslation('docs');
  return (
    <div className="sticky top-16 z-30 -mx-4 border-b bg-background/95 px-4 py-2 backdrop-blur lg:hidden">
      <label htmlFor="docs-picker" className="sr-only">
        {t('nav.picker')}
      </label>
      <NativeSelect
        id="docs-picker"
        data-testid="docs-picker"
        value={active ?? ''}
        onChange={(event) => {
          // A native hash jump: the browser scrolls (respecting scroll-margin) and Back returns here.
          onChoose(event.target.value);
          window.location.hash = event.target.value;
        }}
      >
        {DOC_GROUPS.map((group) => (
          <optgroup key={group.key} label={t(`groups.${group.key}`)}>
            {group.sections
              .filter((id) => titles[id])
              .map((id) => (
                <option key={id} value={id}>
                  {titles[id]}
                </option>
              ))}
          </optgroup>
        ))}
      </NativeSelect>
    </div>
  );
}
