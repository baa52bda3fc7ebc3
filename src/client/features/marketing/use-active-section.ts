import { useEffect, useState } from 'react';

/**
 * The id of the section the reader is in: the first section (in page order) that crosses a
 * band near the top of the viewport, below the sticky header. Starts from the URL hash so a
 * deep link highlights the right entry before any scrolling. The setter marks a section chosen
 * from the navigation at once, before the scroll settles.
 */
export function useActiveSection(
  ids: readonly string[],
  attribute = 'data-section',
): [string | undefined, (id: string) => void] {
  const [active, setActive] = useState<string | undefined>(ids[0]);

  useEffect(() => {
    const fromHash = decodeURIComponent(window.location.hash.slice(1));
    const start = ids.find((id) => fromHash === id || fromHash.startsWith(`${id}-`));
    // The hash exists only in the browser: read after hydration, so the server's HTML matches.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (start) setActive(start);

    const elements = ids
      .map((id) => document.querySelector(`[${attribute}="${CSS.escape(id)}"]`))
      .filter((el): el is Element => el !== null);
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.getAttribute(attribute);
          if (!id) continue;
          if (entry.isIntersecting) visible.add(id);
          else visible.delete(id);
        }
        const first = ids.find((id) => visible.has(id));
        if (first) setActive(first);
      },
      { rootMargin: '-140px 0px -55% 0px' },
    );
    elements.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [ids, attribute]);

  return [active, setActive];
}
