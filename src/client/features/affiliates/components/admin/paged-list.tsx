import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { QueryStates } from '#client/components/ui/list-states.tsx';
import { Pager, pagerLabels } from '#client/components/ui/pager.tsx';

export type PagedListSection =
  'admin-affiliates:affiliates' | 'admin-affiliates:payouts' | 'commissions:commissions' | 'commissions:review';

interface Props<D extends { totalCount: number }> {
  query: { data: D | undefined; isError: boolean; refetch(): unknown };
  isEmpty(data: D): boolean;
  /** The empty state: a line of text, or a heading and text (`emptyContent`). */
  empty: string | { content: ReactNode };
  page: number;
  pageSize: number;
  onPage(page: number): void;
  /** Where the list's `count`, `loadError` and `retry` texts are. */
  section: PagedListSection;
  skeletons: { count: number; className: string };
  /** The table of one page. */
  children(data: D): ReactNode;
}

/**
 * An affiliate admin list (affiliates, commissions, review, payouts): placeholders, an error with
 * a retry, an empty state, or the count, the table and the pager (announced as it changes).
 */
export function PagedList<D extends { totalCount: number }>({
  query,
  isEmpty,
  empty,
  page,
  pageSize,
  onPage,
  section,
  skeletons,
  children,
}: Props<D>) {
  const { t } = useTranslation(['admin-affiliates', 'commissions']);
  return (
    <QueryStates
      data={query.data}
      failed={query.isError}
      loadError={t(`${section}.loadError`)}
      retryLabel={t(`${section}.retry`)}
      onRetry={() => void query.refetch()}
      skeletons={skeletons}
    >
      {(data) => {
        if (isEmpty(data)) {
          return typeof empty === 'string' ? (
            <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{empty}</p>
          ) : (
            <div className="rounded-lg border border-dashed p-10 text-center">{empty.content}</div>
          );
        }
        const totalPages = Math.max(1, Math.ceil(data.totalCount / pageSize));
        return (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t(`${section}.count`, { count: data.totalCount })}
            </p>
            {children(data)}
            <Pager
              page={page}
              totalPages={totalPages}
              onPage={onPage}
              labels={pagerLabels((key, values) => t(`admin-affiliates:pagination.${key}`, values), page, totalPages)}
              live
            />
          </>
        );
      }}
    </QueryStates>
  );
}
