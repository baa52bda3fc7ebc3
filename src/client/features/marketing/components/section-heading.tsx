import { cn } from '#client/lib/cn.ts';

/** Title and intro of a marketing section; `id` lets the section name itself (`aria-labelledby`). */
export function SectionHeading({
  id,
  title,
  text,
  className,
}: {
  id: string;
  title: string;
  text?: string;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto mb-10 max-w-2xl text-center', className)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      {text ? <p className="mt-3 text-lg text-muted-foreground">{text}</p> : null}
    </div>
  );
}
