import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';

/** A list that could not load: the message and a retry button, announced as an alert. */
export function LoadError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry(): void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 p-4">
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/** Placeholder rows while a list loads; `className` sizes each row. */
export function RowSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={className} />
      ))}
    </div>
  );
}

/** A list with nothing in it yet: what is missing, and a hint at what to do; `className` frames it. */
export function EmptyList({ title, hint, className }: { title: string; hint: string; className?: string }) {
  return (
    <div className={cn('py-10 text-center', className)}>
      <p className="font-medium">{title}</p>
      <p className="px-4 text-sm text-muted-foreground">{hint}</p>
    </div>
  );
}

interface QueryStatesProps<T> {
  data: T | undefined;
  /** The load failed (the query, or the server's first load). */
  failed: boolean;
  loadError: string;
  retryLabel: string;
  onRetry(): void;
  skeletons: { count: number; className: string };
  children(data: T): ReactNode;
}

/** A loaded list's three states: the content, an error with a retry, or placeholder rows. */
export function QueryStates<T>({
  data,
  failed,
  loadError,
  retryLabel,
  onRetry,
  skeletons,
  children,
}: QueryStatesProps<T>) {
  if (data !== undefined) return children(data);
  if (failed) return <LoadError message={loadError} retryLabel={retryLabel} onRetry={onRetry} />;
  return <RowSkeletons {...skeletons} />;
}
