import { Suspense, useState, type ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { Button } from './button';

export interface DrawerState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A phone's menu button whose drawer's code (a lazy component, e.g. a `SideDrawer`) is fetched
 * when a finger or focus comes near it and drawn from the first press, not with every page.
 */
export function DrawerMenuButton({
  label,
  className,
  prefetch,
  drawer,
}: {
  label: string;
  /** When the button shows (e.g. "md:hidden"). */
  className: string;
  /** Starts fetching the drawer's code. */
  prefetch: () => unknown;
  drawer: (state: DrawerState) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void prefetch()}
        onFocus={() => void prefetch()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      {used && <Suspense fallback={null}>{drawer({ open, onOpenChange: setOpen })}</Suspense>}
    </>
  );
}
