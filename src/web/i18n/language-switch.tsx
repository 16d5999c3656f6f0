import { useState } from 'react';
import { Languages } from 'lucide-react';
import type { Language } from '../../domain/language';
import type { CustomerUser } from '../../domain/user';
import { api } from '../lib/api';
import { useAuth } from '../lib/auth/auth-context';
import { cn } from '../lib/cn';
import { useT } from './i18n-context';

/** Each language's name in itself: the switch offers the other one, one tap away. */
const OTHER: Record<Language, { lang: Language; name: string }> = {
  en: { lang: 'ml', name: 'മലയാളം' },
  ml: { lang: 'en', name: 'English' },
};

/**
 * The header's language switch (DESIGN 11.6): shows the page in the other language, remembered in
 * this browser (a cookie) and, for a signed-in customer, with their account (docs/decisions/098).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { lang, switchTo } = useT();
  const { user, updateUser } = useAuth();
  const [busy, setBusy] = useState(false);
  const other = OTHER[lang];
  const onClick = async () => {
    setBusy(true);
    try {
      await switchTo(other.lang);
      if (user?.role === 'customer') {
        const saved = await api
          .put<{ user: CustomerUser }>('/api/profile/language', { language: other.lang })
          .catch(() => null);
        // Kept in this browser even when the account could not be told (it is told next time).
        if (saved) await updateUser(saved.user);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      lang={other.lang}
      onClick={() => void onClick()}
      disabled={busy}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-sand-700 hover:bg-sand-100 hover:text-sand-900 disabled:opacity-60',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4 max-[440px]:hidden" />
      {other.name}
    </button>
  );
}
