import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PlainToast } from '../components/ui/plain-toast';
import { ToasterHost } from '../components/ui/toaster-host';
import { AuthProvider } from '../lib/auth/auth-provider';
import { I18nProvider } from '../i18n/i18n-context';
import { CustomerLanguage } from '../i18n/customer-language';
import type { Dictionary } from '../i18n/translator';
import type { Language } from '../../domain/language';
import { useTypedTextReplayed } from '../lib/typed-before-hydration';

/**
 * What every page renders around its router: the query cache, the signed-in user and the toasts.
 * One tree for the browser (main.tsx) and the server's render (server-render.tsx): the browser's
 * first render must match the server's HTML element for element.
 */
export function AppShell({
  client,
  language,
  children,
}: {
  client: QueryClient;
  /** The page's language and its words, loaded before the first render (docs/decisions/098). */
  language: { lang: Language; dictionary: Dictionary };
  children: ReactNode;
}) {
  useTypedTextReplayed();
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <I18nProvider initial={language}>
            <CustomerLanguage />
            {children}
            {/* SPEC: only one toast at a time. sonner loads on first toast or when idle. */}
            <ToasterHost />
            {/* A toast raised offline before sonner's code was fetched. */}
            <PlainToast />
          </I18nProvider>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
