import { useEffect } from 'react';
import { useAuth } from '../lib/auth/auth-context';
import { useT } from './i18n-context';

/**
 * A signed-in customer reads the shop in their own language (docs/decisions/098): when they sign
 * in, here or on another browser, the page switches to the one saved with their account.
 */
export function CustomerLanguage(): null {
  const { user } = useAuth();
  const { switchTo } = useT();
  const saved = user?.role === 'customer' ? user.language : undefined;
  const who = user?.id;
  useEffect(() => {
    if (saved) void switchTo(saved);
    // Only when the person or their saved language changes: not when this browser's switch is used.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [who, saved]);
  return null;
}
