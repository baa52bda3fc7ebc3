import type { ReactNode } from 'react';

interface Props {
  title: string;
  subtitle: string;
  /** A button beside the title (e.g. "New code"). */
  action?: ReactNode;
  children: ReactNode;
}

/** An admin list page (tax rates, discount codes, customers, licences): the title, then the content. */
export function AdminListPage({ title, subtitle, action, children }: Props) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{subtitle}</p>
        </div>
        {action}
      </header>
      {children}
    </div>
  );
}
