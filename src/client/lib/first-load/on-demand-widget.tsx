import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';

type Opener = { onClick: () => void; onPointerEnter: () => void; onFocus: () => void };

/**
 * Keeps a menu or dialog out of the first page load (DESIGN JS budget): the header renders a
 * look-alike trigger; the first hover or focus fetches the widget, the first click mounts it
 * already open. `render(opener)` draws that trigger.
 */
export function onDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P & { defaultOpen?: boolean }> }>,
) {
  const Widget = lazy(load);
  return function OnDemand(props: P & { placeholder: (opener: Opener) => ReactElement }) {
    const { placeholder, ...rest } = props;
    const [active, setActive] = useState(false);
    const preload = () => void load();
    if (!active) return placeholder({ onClick: () => setActive(true), onPointerEnter: preload, onFocus: preload });
    return (
      <Suspense fallback={placeholder({ onClick: () => {}, onPointerEnter: () => {}, onFocus: () => {} })}>
        <Widget {...(rest as unknown as P)} defaultOpen />
      </Suspense>
    );
  };
}
