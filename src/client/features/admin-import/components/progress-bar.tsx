/** A labelled `<progress>` with its text read out politely to screen readers. */
export function ProgressBar({
  id,
  label,
  percent,
  text,
}: {
  id: string;
  label: string;
  percent: number;
  text: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <progress
        id={id}
        max={100}
        value={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-muted accent-primary [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
      >
        {percent}%
      </progress>
      <p aria-live="polite" className="text-sm text-muted-foreground" data-testid={`${id}-text`}>
        {text}
      </p>
    </div>
  );
}
