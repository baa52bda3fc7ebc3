import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

type CheckedState = boolean | 'indeterminate';
type Props = Omit<ComponentProps<'button'>, 'onChange' | 'value' | 'defaultChecked'> & {
  checked: CheckedState;
  onCheckedChange?(checked: boolean): void;
};

/**
 * `checked="indeterminate"` renders a dash and `aria-checked="mixed"` (select-all of a partly
 * selected table). Written by hand after the WAI-ARIA checkbox pattern rather than Radix
 * Checkbox: always controlled (every caller keeps the state), Space toggles and Enter does not,
 * and about 5 KB gzip lighter on the pages that show one (docs/decisions/first-load-javascript.md).
 */
export function Checkbox({ className, checked, onCheckedChange, onClick, onKeyDown, disabled, ...props }: Props) {
  const state = checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked === 'indeterminate' ? 'mixed' : checked}
      data-state={state}
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      className={cn(
        'peer grid size-5 shrink-0 place-content-center rounded border border-input bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // WAI-ARIA: a checkbox does not toggle on Enter (a button would).
        if (event.key === 'Enter') event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(checked === 'indeterminate' ? true : !checked);
      }}
      {...props}
    >
      {state === 'unchecked' ? null : (
        <span data-state={state} className="grid place-content-center">
          {state === 'indeterminate' ? (
            <Minus className="size-3.5" aria-hidden />
          ) : (
            <Check className="size-3.5" aria-hidden />
          )}
        </span>
      )}
    </button>
  );
}
