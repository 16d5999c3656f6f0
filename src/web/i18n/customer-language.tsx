import { useEffect, useRef } from 'react';
import { useAuth } from '../lib/auth/auth-context';
import { useT } from './i18n-context';

/**
 * A customer reads the shop in their own language (docs/decisions/098): when they sign in on this
 * page, here or on another browser, it switches at once to the one saved with their account (the
 * server's sign-in also sets the `lang` cookie, for the pages after it). A page opened already
 * signed in keeps this browser's choice, which the switch saves to the account as well.
 */
export function CustomerLanguage(): null {
  const { user, isLoading } = useAuth();
  const { switchTo } = useT();
  const saved = user?.role === 'customer' ? user.language : undefined;
  const who = user?.id ?? null;
  // Who the server said was signed in before: undefined until it has answered once.
  const before = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (isLoading) return;
    const previous = before.current;
    before.current = who;
    if (previous !== undefined && saved && who !== null && who !== previous) void switchTo(saved);
    // Only when the person changes: not when this browser's switch is used.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [who, isLoading]);
  return null;
}
