import { useEffect, useRef } from 'react';
import { useAuth } from '../lib/auth/auth-context';
import { useT } from './i18n-context';

/**
 * A customer reads the shop in their own language (docs/decisions/098): when they sign in on this
 * page, here or on another browser, it switches to the one saved with their account. A page opened
 * already signed in keeps this browser's choice (the `lang` cookie), which the switch saves to the
 * account as well.
 */
export function CustomerLanguage(): null {
  const { user } = useAuth();
  const { switchTo } = useT();
  const saved = user?.role === 'customer' ? user.language : undefined;
  const who = user?.id ?? null;
  // Whoever was signed in when the page opened: not a sign-in.
  const before = useRef(who);
  useEffect(() => {
    const previous = before.current;
    before.current = who;
    if (saved && who !== null && who !== previous) void switchTo(saved);
    // Only when the person changes: not when this browser's switch is used.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [who]);
  return null;
}
