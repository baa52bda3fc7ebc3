import type { ComponentProps } from 'react';
import { NativeSelect } from '#client/components/ui/native-select.tsx';

interface Props<V extends string> extends Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> {
  /** The accessible name (the select has no visible label). */
  label: string;
  /** The first option, which filters nothing out. */
  allLabel: string;
  options: readonly V[];
  optionLabel(option: V): string;
  value: V | undefined;
  onChange(value: V | undefined): void;
}

/** A list filter: "all" first, then one option each; choosing "all" gives `undefined`. */
export function FilterSelect<V extends string>({
  label,
  allLabel,
  options,
  optionLabel,
  value,
  onChange,
  ...props
}: Props<V>) {
  return (
    <NativeSelect
      aria-label={label}
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value || undefined) as V | undefined)}
      {...props}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </NativeSelect>
  );
}
