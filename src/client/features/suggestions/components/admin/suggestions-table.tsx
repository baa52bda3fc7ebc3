import { useTranslation } from '#client/lib/use-translation.ts';
import {
  DEFAULT_EDITOR_PRIORITY,
  SUGGESTION_LIMITS,
  SUGGESTION_STATUSES,
  type SuggestionStatus,
} from '#shared/contracts/suggestions.constants.ts';
import type { AdminSuggestion, AdminUpdateSuggestionInput } from '#shared/contracts/suggestions.ts';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { cn } from '#client/lib/cn.ts';
import { useContentLang } from '#client/lib/content-lang.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useUpdateSuggestion } from '../../api/admin-suggestions.ts';
import { formatDayOrNull, formatNumber } from '#shared/intl-formats.ts';
import { SuggestionStatusBadge } from '#client/components/suggestion-status-badge.tsx';
import { DeleteSuggestionButton } from './delete-suggestion-button.tsx';
import { InlineEdit } from './inline-edit.tsx';
import { PriorityPicker, PriorityStars } from './priority-stars.tsx';

// On phones each row becomes a card (no sideways scrolling): checkbox, title and delete on the
// first line, the other cells below with their column name shown before them.
const PHONE_ROW = 'max-md:grid max-md:grid-cols-[2.5rem_minmax(0,1fr)] max-md:rounded-lg max-md:border max-md:p-2';
const PHONE_CELL =
  'max-md:col-span-2 max-md:px-1 max-md:py-1.5 max-md:before:mb-1 max-md:before:block max-md:before:text-xs max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]';

interface Props {
  suggestions: AdminSuggestion[];
  selected: ReadonlySet<number>;
  onSelect(ids: number[], selected: boolean): void;
}

/** SPEC §2 columns, with inline status, priority and notes editors on every row. */
export function SuggestionsTable({ suggestions, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation('admin-suggestions');
  const langOf = useContentLang();
  const update = useUpdateSuggestion();
  const ids = suggestions.map((s) => s.id);
  const count = ids.filter((id) => selected.has(id)).length;
  const all = count > 0 && count === ids.length ? true : count > 0 ? 'indeterminate' : false;

  const save = (patch: AdminUpdateSuggestionInput) =>
    update.mutateAsync(patch).then(
      () => toast.success(t('inline.success')),
      (error: unknown) => {
        toast.error(errorText(t, error, t('inline.failure')));
        throw error;
      },
    );

  return (
    <Table data-testid="suggestions-table" className="max-md:block">
      <TableHeader className="max-md:hidden">
        <TableRow>
          <TableHead className="w-10">
            <Checkbox
              checked={all}
              onCheckedChange={() => onSelect(ids, all !== true)}
              aria-label={t('table.selectAll')}
            />
          </TableHead>
          <TableHead className="min-w-44">{t('table.suggestion')}</TableHead>
          <TableHead className="w-44">{t('table.submitter')}</TableHead>
          <TableHead className="w-40">{t('table.status')}</TableHead>
          <TableHead className="w-36">{t('table.priority')}</TableHead>
          <TableHead className="w-16 text-right">{t('table.votes')}</TableHead>
          <TableHead className="min-w-40">{t('table.notes')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="max-md:flex max-md:flex-col max-md:gap-3">
        {suggestions.map((s) => {
          const label = (field: 'status' | 'priority' | 'notes') => ({
            edit: t(`inline.edit.${field}`, { title: s.suggestionTitle }),
            save: t(`inline.save.${field}`),
            cancel: t('inline.cancel'),
          });
          return (
            <TableRow
              key={s.id}
              data-state={selected.has(s.id) ? 'selected' : undefined}
              data-testid="suggestion-row"
              className={PHONE_ROW}
            >
              <TableCell className="align-top max-md:p-1">
                {/* Delete sits under the row's checkbox: one narrow column for both row actions. */}
                <div className="flex flex-col items-center gap-2">
                  <Checkbox
                    checked={selected.has(s.id)}
                    onCheckedChange={(checked) => onSelect([s.id], checked === true)}
                    aria-label={t('table.selectRow', { title: s.suggestionTitle })}
                  />
                  <DeleteSuggestionButton id={s.id} title={s.suggestionTitle} />
                </div>
              </TableCell>
              <TableCell className="align-top max-md:p-1">
                <div lang={langOf(s.textLanguage)} className="font-medium">
                  {s.suggestionTitle}
                </div>
                <p className="text-xs text-muted-foreground" data-testid="admin-suggestion-id">
                  #{s.id}
                  {s.mergedInto ? ` · ${t('merge.mergedInto', { id: s.mergedInto.id })}` : null}
                </p>
                <p
                  lang={langOf(s.textLanguage)}
                  className="mt-1 line-clamp-2 text-xs text-muted-foreground"
                  title={s.description}
                >
                  {s.description}
                </p>
              </TableCell>
              <TableCell className={cn('align-top', PHONE_CELL)} data-label={t('table.submitter')}>
                <div className="font-medium">{s.name}</div>
                {s.email ? (
                  <div className="max-w-40 truncate text-xs text-muted-foreground max-md:max-w-full" title={s.email}>
                    {s.email}
                  </div>
                ) : null}
                <div className="text-xs text-muted-foreground">
                  {formatDayOrNull(s.createdAt, i18n.language) ?? t('table.noDate')}
                </div>
              </TableCell>
              <TableCell className={cn('align-top', PHONE_CELL)} data-label={t('table.status')}>
                <InlineEdit<SuggestionStatus>
                  display={<SuggestionStatusBadge status={s.status} label={t(`status.${s.status}`)} />}
                  initial={s.status}
                  labels={label('status')}
                  onSave={(status) => save({ id: s.id, status })}
                  editor={(value, setValue) => (
                    <NativeSelect
                      aria-label={t('inline.statusLabel')}
                      value={value}
                      onChange={(e) => setValue(e.target.value as SuggestionStatus)}
                      className="h-9"
                    >
                      {SUGGESTION_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {t(`status.${status}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                />
              </TableCell>
              <TableCell className={cn('align-top', PHONE_CELL)} data-label={t('table.priority')}>
                <InlineEdit<number>
                  display={<PriorityStars priority={s.priority} />}
                  initial={s.priority ?? DEFAULT_EDITOR_PRIORITY}
                  // An unset priority shown as 3 in the editor is still a change when confirmed.
                  same={(a, b) => s.priority !== null && a === b}
                  labels={label('priority')}
                  onSave={(priority) => save({ id: s.id, priority })}
                  editor={(value, setValue) => (
                    <PriorityPicker value={value} onChange={setValue} label={t('inline.priorityLabel')} />
                  )}
                />
              </TableCell>
              <TableCell
                className={cn('text-right align-top font-semibold tabular-nums max-md:text-left', PHONE_CELL)}
                data-label={t('table.votes')}
                data-testid="row-votes"
              >
                {formatNumber(s.upvotes, i18n.language)}
              </TableCell>
              <TableCell className={cn('align-top', PHONE_CELL)} data-label={t('table.notes')}>
                <InlineEdit<string>
                  display={
                    s.adminNotes ? (
                      // The team's notes are written in the shop's source language, English.
                      <p lang={langOf('en')} className="whitespace-pre-line break-words text-sm">
                        {s.adminNotes}
                      </p>
                    ) : (
                      <span className="text-xs text-muted-foreground">{t('table.noNotes')}</span>
                    )
                  }
                  initial={s.adminNotes ?? ''}
                  same={(a, b) => a.trim() === b.trim()}
                  labels={label('notes')}
                  onSave={(notes) => save({ id: s.id, adminNotes: notes.trim() === '' ? null : notes })}
                  editor={(value, setValue) => (
                    <Textarea
                      aria-label={t('inline.notesLabel')}
                      rows={3}
                      maxLength={SUGGESTION_LIMITS.adminNotes}
                      value={value}
                      onChange={(e) => setValue(e.target.value)}
                    />
                  )}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
