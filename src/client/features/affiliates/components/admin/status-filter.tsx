import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';

interface Props<S extends string> {
  id: string;
  label: string;
  statuses: readonly S[];
  statusLabel(status: S): string;
  value: S | null;
  onChange(status: S | null): void;
  /** The last option, every status (`null`); without it one status is always chosen. */
  allLabel?: string;
}

/** A labelled status filter above an affiliate admin list (commissions, review, payouts). */
export function StatusFilter<S extends string>({
  id,
  label,
  statuses,
  statusLabel,
  value,
  onChange,
  allLabel,
}: Props<S>) {
  return (
    <div className="flex flex-col gap-2 sm:w-60">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? 'all'}
        onChange={(e) => onChange(e.target.value === 'all' ? null : (e.target.value as S))}
      >
        {statuses.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
        {allLabel ? <option value="all">{allLabel}</option> : null}
      </NativeSelect>
    </div>
  );
}
