/**
 * How the account menu was asked for: by a press (Radix decides where focus goes), or by a key
 * that wants the first item (Enter, Space, ArrowDown) or the last one (ArrowUp).
 */
export type MenuRequest = 'pointer' | 'first' | 'last';

const itemForKey: Partial<Record<string, 'first' | 'last'>> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

/** The item a key on the menu button opens the menu on, or undefined for other keys. */
export const menuItemForKey = (key: string) => itemForKey[key];
