import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

type Props = Omit<ComponentProps<'button'>, 'onChange' | 'value' | 'defaultChecked'> & {
  checked: boolean;
  onCheckedChange?(checked: boolean): void;
};

/**
 * An on/off control (`role="switch"`, `aria-checked`); give it a name with a label or `aria-label`.
 * Written by hand after the WAI-ARIA switch pattern rather than Radix Switch: always controlled
 * (every caller keeps the state), and 4 KB gzip lighter on the pages that show one (/orders,
 * /suggestions, the admin lists: docs/decisions/first-load-javascript.md).
 */
export function Switch({ className, checked, onCheckedChange, onClick, disabled, ...props }: Props) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      {...props}
    >
      <span
        data-state={state}
        className="pointer-events-none block size-5 rounded-full bg-background shadow-md ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}
