import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/** The wrapper scrolls sideways on narrow screens instead of squeezing columns. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="relative w-full overflow-x-auto">
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

/**
 * For a row's actions, the last column: it stays at the right edge of the table's box while the
 * other columns scroll beneath it, so the actions are never cut off (admin releases and blog at 1280 px).
 */
export const STICKY_END_COLUMN = 'sticky right-0 bg-background shadow-[-1px_0_0_var(--color-border)]';

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn('border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn('h-11 whitespace-nowrap px-3 text-left align-middle font-medium text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 align-middle', className)} {...props} />;
}
