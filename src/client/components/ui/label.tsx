import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/** A form label: the native element (Radix's adds only a double-click guard, at 0.5 KB on every form page). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor or wrap their control
    <label
      className={cn(
        'text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}
