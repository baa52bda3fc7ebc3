import { createContext, use, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * The WAI-ARIA tabs pattern with Radix Tabs' API and data attributes (`data-state`): a tablist
 * with roving focus (arrow keys wrap, Home and End), tabs that activate on focus, and labelled
 * tabpanels that render only while active unless `forceMount`. Hand-written because Radix Tabs
 * cost /login about 9 KB gzip of first-load JavaScript (DESIGN JS budget).
 */
interface TabsState {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
}
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>.');
  return state;
}

const ids = (baseId: string, value: string) => ({ tab: `${baseId}-tab-${value}`, panel: `${baseId}-panel-${value}` });

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: current, select }}>
      <div dir="ltr" {...props} />
    </TabsContext>
  );
}

const NAV_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Arrow keys, Home and End move the focus between a tab list's tabs (WAI-ARIA tabs pattern). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const next = NAV_KEYS[event.key];
  const list = event.currentTarget.closest('[role="tablist"]');
  if (!next || !list || event.defaultPrevented) return;
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(event.currentTarget);
  if (index < 0) return;
  event.preventDefault();
  tabs[next(index, tabs.length)]?.focus();
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('inline-flex h-10 items-center gap-1 rounded-md bg-muted p-1 text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  onFocus,
  onKeyDown,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  const { tab, panel } = ids(tabs.baseId, value);
  return (
    <button
      type="button"
      role="tab"
      id={tab}
      aria-selected={active}
      aria-controls={panel}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      className={cn(
        'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        moveFocus(event);
      }}
      // Automatic activation, as Radix: a tab reached with the arrow keys is shown at once.
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  forceMount,
  className,
  children,
  ...props
}: ComponentProps<'div'> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  const { tab, panel } = ids(tabs.baseId, value);
  return (
    <div
      role="tabpanel"
      id={panel}
      aria-labelledby={tab}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active && !forceMount}
      tabIndex={0}
      className={cn(
        'mt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      {active || forceMount ? children : null}
    </div>
  );
}
