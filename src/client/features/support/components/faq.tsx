import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useState } from 'react';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * One item open at a time (SPEC §2), as the WAI-ARIA accordion pattern: each question is a button
 * in a heading with `aria-expanded`, each answer a labelled region. Hand-written rather than
 * Radix Accordion, which cost the support page about 6 KB gzip (DESIGN JS budget); the answers
 * stay in the HTML (hidden) for search engines and the FAQPage JSON-LD.
 */
export function Faq({ items }: { items: FaqItem[] }) {
  const id = useId();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="divide-y rounded-lg border bg-card" data-testid="faq">
      {items.map((item) => {
        const expanded = open === item.id;
        const state = expanded ? 'open' : 'closed';
        return (
          <div key={item.id} data-state={state}>
            <h3>
              <button
                type="button"
                id={`${id}-${item.id}`}
                aria-expanded={expanded}
                aria-controls={`${id}-${item.id}-answer`}
                data-state={state}
                onClick={() => setOpen(expanded ? null : item.id)}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-muted/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                {item.question}
                <ChevronDown
                  className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </button>
            </h3>
            <div
              id={`${id}-${item.id}-answer`}
              role="region"
              aria-labelledby={`${id}-${item.id}`}
              hidden={!expanded}
              className="px-5 pb-4 text-muted-foreground"
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
