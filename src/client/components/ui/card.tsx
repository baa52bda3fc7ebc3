import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-lg border bg-card text-card-foreground shadow-sm', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />;
}

/** A card's heading: `h3` by default; `as="h2"` where the card sits right under the page's `h1`. */
export function CardTitle({
  className,
  children,
  as: Heading = 'h3',
  ...props
}: ComponentProps<'h3'> & { as?: 'h2' | 'h3' }) {
  return (
    <Heading className={cn('text-lg font-semibold leading-tight', className)} {...props}>
      {children}
    </Heading>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-6 pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center p-6 pt-0', className)} {...props} />;
}
