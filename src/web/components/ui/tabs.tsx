import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';

/**
 * Tabs following the WAI-ARIA tabs pattern (automatic activation): roles and ids, one tab in the
 * Tab order, Left/Right arrows move and wrap, Home/End go to the ends. Hand-written instead of
 * Radix's (about 8 KB gzipped on /login) — decision 058.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must sit inside <Tabs>');
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children?: ReactNode;
};

export function Tabs({ value, defaultValue, onValueChange, ...rest }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? '');
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, baseId }}>
      <div dir="ltr" data-orientation="horizontal" {...rest} />
    </TabsContext.Provider>
  );
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const next = {
    ArrowRight: tabs[(at + 1) % tabs.length],
    ArrowLeft: tabs[(at - 1 + tabs.length) % tabs.length],
    Home: tabs[0],
    End: tabs[tabs.length - 1],
  }[event.key];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export function TabsList({ className, onKeyDown, ...rest }: ComponentProps<'div'>) {
  return (
    // The tabs inside take focus (one at a time); the list only hears their arrow keys, as WAI-ARIA says.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-sand-100 p-1', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...rest}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onFocus,
  onMouseDown,
  ...rest
}: ComponentProps<'button'> & { value: string }) {
  const { value: current, select, baseId } = useTabs();
  const active = value === current;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={active}
      aria-controls={panelId(baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-sand-700 transition-colors',
        'hover:text-sand-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // As Radix: a left press selects at once; a right press or Ctrl+click neither selects nor focuses.
        if (event.button === 0 && !event.ctrlKey) select(value);
        else event.preventDefault();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        select(value);
      }}
      {...rest}
    />
  );
}

export function TabsContent({
  value,
  className,
  children,
  ...rest
}: ComponentProps<'div'> & { value: string }) {
  const { value: current, baseId } = useTabs();
  const active = value === current;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active}
      tabIndex={0}
      className={cn('mt-5 focus-visible:outline-offset-4', className)}
      {...rest}
    >
      {active ? children : null}
    </div>
  );
}
