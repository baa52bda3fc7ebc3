import ChevronDown from 'lucide-react/icons/chevron-down';

/** Questions and answers as native `<details>`: keyboard and screen readers work, and no JS is needed. */
export function FaqList({ items }: { items: Array<{ id: string; question: string; answer: string }> }) {
  return (
    <div className="divide-y rounded-lg border bg-card text-card-foreground">
      {items.map((item) => (
        <details key={item.id} className="group px-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <p className="pb-4 text-sm text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
