import Search from 'lucide-react/icons/search';
import type { ComponentProps, ReactNode } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/cn.ts';

interface Props extends Omit<ComponentProps<'input'>, 'type'> {
  /** A visually hidden label tied to `id`; without it, give the input an `aria-label`. */
  srLabel?: ReactNode;
  wrapperClassName?: string;
}

/** A search box with the magnifier icon inside, as every admin list filter has it. */
export function SearchInput({ srLabel, wrapperClassName, className, ...props }: Props) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      {srLabel ? (
        <Label htmlFor={props.id} className="sr-only">
          {srLabel}
        </Label>
      ) : null}
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
