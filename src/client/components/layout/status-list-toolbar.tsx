import type { ReactNode } from 'react';
import { DebouncedSearchInput } from '#client/components/ui/debounced-search-input.tsx';
import { FilterSelect } from '#client/components/ui/filter-select.tsx';
import { cn } from '#client/lib/cn.ts';
import type { StatusListQuery } from '#client/lib/url-list-query.ts';

interface Props<S extends string> {
  searchId: string;
  texts: { search: string; statusFilter: string; allStatuses: string; status(status: S): string };
  statuses: readonly S[];
  /** The filter in the URL (`?query=&status=`), and how to change it. */
  query: StatusListQuery<S>;
  update(change: Partial<StatusListQuery<S>>): void;
  className?: string;
  searchClassName?: string;
  statusClassName?: string;
  /** More filters after the status (e.g. the blog's missing translation). */
  children?: ReactNode;
}

/** The search box and status filter above a `?query=&status=&page=` list (admin blog, support inbox). */
export function StatusListToolbar<S extends string>({
  searchId,
  texts,
  statuses,
  query,
  update,
  className,
  searchClassName,
  statusClassName,
  children,
}: Props<S>) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row', className)}>
      <DebouncedSearchInput
        id={searchId}
        wrapperClassName={searchClassName}
        label={texts.search}
        placeholder={texts.search}
        search={query.query ?? ''}
        onSearch={(search) => update({ query: search || undefined })}
      />
      <FilterSelect
        label={texts.statusFilter}
        allLabel={texts.allStatuses}
        options={statuses}
        optionLabel={texts.status}
        value={query.status}
        onChange={(status) => update({ status })}
        className={statusClassName}
      />
      {children}
    </div>
  );
}
