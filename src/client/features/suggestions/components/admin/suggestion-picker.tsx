import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { listAdminSuggestions } from '#shared/contracts/suggestions-admin.endpoints.ts';
import { Input } from '#client/components/ui/input.tsx';
import { callEndpoint } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { useContentLang } from '#client/lib/content-lang.ts';
import { SEARCH_DEBOUNCE_MS } from '#client/lib/use-debounced-search.ts';

export interface PickedSuggestion {
  id: number;
  title: string;
}

const PICKER_LIMIT = 8;

/**
 * A combobox that finds a suggestion by its title (no ids to type). Typing
 * searches after a pause; the arrow keys move through the matches, Enter picks one, Escape closes
 * the list. Merged suggestions are left out (neither side of a merge may be one).
 */
export function SuggestionPicker({
  label,
  value,
  onChange,
  excludeId,
  testId,
}: {
  label: string;
  value: PickedSuggestion | null;
  onChange(value: PickedSuggestion | null): void;
  /** The suggestion picked on the merge's other side. */
  excludeId?: number;
  testId: string;
}) {
  const { t } = useTranslation('admin-suggestions');
  const langOf = useContentLang();
  const id = useId();
  const [text, setText] = useState(value?.title ?? '');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const results = useQuery({
    queryKey: ['admin', 'suggestions', 'pick', search],
    queryFn: ({ signal }) =>
      callEndpoint(listAdminSuggestions, { query: search, limit: PICKER_LIMIT, sortBy: 'upvotes' }, { signal }),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
  const options = (results.data?.suggestions ?? []).filter((s) => s.mergedInto === null && s.id !== excludeId);
  const settled = search !== '' && search === text.trim() && !results.isFetching;
  const expanded = open && text.trim() !== '' && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (index: number) => {
    const chosen = options[index];
    if (!chosen) return;
    onChange({ id: chosen.id, title: chosen.suggestionTitle });
    setText(chosen.suggestionTitle);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded) {
      // Picks the option instead of sending the form.
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const status =
    !open || text.trim() === ''
      ? ''
      : !settled
        ? t('merge.searching')
        : options.length === 0
          ? t('merge.noMatches', { query: text.trim() })
          : t('merge.found', { count: options.length });

  return (
    <div className="relative flex min-w-0 flex-col gap-1" data-testid={testId}>
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded ? optionId(active) : undefined}
        aria-describedby={`${id}-status ${id}-picked`}
        autoComplete="off"
        maxLength={200}
        placeholder={t('merge.search')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
          if (value) onChange(null);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <p id={`${id}-picked`} className="text-xs text-muted-foreground">
        {value ? t('merge.chosen', { id: value.id }) : null}
      </p>
      <p id={`${id}-status`} aria-live="polite" className="sr-only">
        {status}
      </p>
      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute top-full z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border bg-card p-1 text-card-foreground shadow-lg"
      >
        {options.map((s, index) => (
          // The keyboard stays in the field (arrow keys and Enter, aria-activedescendant): an option only takes clicks.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={s.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the field, so the pick does not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            onMouseMove={() => setActive(index)}
            className={cn(
              'flex cursor-pointer flex-col rounded-sm px-2 py-1.5 text-sm',
              index === active && 'bg-accent text-accent-foreground',
            )}
          >
            <span lang={langOf(s.textLanguage)} className="break-words font-medium">
              {s.suggestionTitle}
            </span>
            <span className="text-xs text-muted-foreground">
              #{s.id} · {t('merge.votes', { count: s.upvotes })}
            </span>
          </li>
        ))}
      </ul>
      {open && settled && options.length === 0 && text.trim() !== '' ? (
        <p className="text-xs text-muted-foreground" aria-hidden="true">
          {status}
        </p>
      ) : null}
    </div>
  );
}
