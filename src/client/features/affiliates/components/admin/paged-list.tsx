import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { QueryStates } from '#client/components/ui/list-states.tsx';
import { Pager, pagerLabels } from '#client/components/ui/pager.tsx';

interface Props<D extends { totalCount: number }> {
  query: { data: D | undefined; isError: boolean; refetch(): unknown };
  isEmpty(data: D): boolean;
  /** The empty state: a line of text, or a heading and text (`emptyContent`). */
  empty: string | { content: ReactNode };
  page: number;
  pageSize: number;
  onPage(page: number): void;
  texts: { count(count: number): string; loadError: string; retry: string };
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
  texts,
  skeletons,
  children,
}: Props<D>) {
  const { t } = useTranslation('admin-affiliates');
  return (
    <QueryStates
      data={query.data}
      failed={query.isError}
      loadError={texts.loadError}
      retryLabel={texts.retry}
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
              {texts.count(data.totalCount)}
            </p>
            {children(data)}
            <Pager
              page={page}
              totalPages={totalPages}
              onPage={onPage}
              labels={pagerLabels((key, values) => t(`pagination.${key}`, values), page, totalPages)}
              live
            />
          </>
        );
      }}
    </QueryStates>
  );
}
