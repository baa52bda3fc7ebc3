import type { ComponentProps, ReactNode } from 'react';
import { AdminListPage } from '#client/components/layout/admin-list-page.tsx';
import { StatusListToolbar } from '#client/components/layout/status-list-toolbar.tsx';
import { PaginationPager } from '#client/components/ui/pager.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import type { StatusListQuery } from '#client/lib/url-list-query.ts';

interface Page {
  pagination: { currentPage: number; totalPages: number };
}

type ToolbarProps<S extends string> = ComponentProps<typeof StatusListToolbar<S>>;

interface Props<S extends string, D extends Page> extends Omit<ComponentProps<typeof AdminListPage>, 'children'> {
  toolbar: Omit<ToolbarProps<S>, 'query' | 'update'>;
  query: StatusListQuery<S>;
  update: ToolbarProps<S>['update'];
  list: { isPending: boolean; isError: boolean; data: D | undefined };
  texts: {
    error: string;
    empty: string;
    pager: ComponentProps<typeof PaginationPager>['text'];
  };
  skeletons: { count: number; className: string };
  /** All states in one bordered card (a table); otherwise only the empty message is framed (cards). */
  framed?: boolean;
  isEmpty(data: D): boolean;
  children(data: D): ReactNode;
}

/**
 * A `?query=&status=&page=` admin list (blog posts, support inbox): title, search and status
 * filter, the rows (or placeholders, an error, an empty message), then the pager.
 */
export function StatusListPage<S extends string, D extends Page>({
  toolbar,
  query,
  update,
  list,
  texts,
  skeletons,
  framed = false,
  isEmpty,
  children,
  ...header
}: Props<S, D>) {
  const body = list.isPending ? (
    <div className={cn('flex flex-col', framed ? 'gap-2 p-4' : 'gap-3')}>
      {Array.from({ length: skeletons.count }, (_, i) => (
        <Skeleton key={i} className={skeletons.className} />
      ))}
    </div>
  ) : list.isError || !list.data ? (
    <p role="alert" className={cn('text-destructive', framed && 'p-8 text-center')}>
      {texts.error}
    </p>
  ) : isEmpty(list.data) ? (
    <p className={cn('p-8 text-center text-muted-foreground', !framed && 'rounded-lg border bg-card')}>{texts.empty}</p>
  ) : (
    children(list.data)
  );
  return (
    <AdminListPage {...header}>
      <StatusListToolbar {...toolbar} query={query} update={update} />
      {framed ? <div className="rounded-lg border bg-card">{body}</div> : body}
      {list.data ? (
        <PaginationPager pagination={list.data.pagination} onPage={(page) => update({ page })} text={texts.pager} />
      ) : null}
    </AdminListPage>
  );
}
