import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PlainToast } from '../components/ui/plain-toast';
import { ToasterHost } from '../components/ui/toaster-host';
import { AuthProvider } from '../lib/auth/auth-provider';
import { useTypedTextReplayed } from '../lib/typed-before-hydration';

/**
 * What every page renders around its router: the query cache, the signed-in user and the toasts.
 * One tree for the browser (main.tsx) and the server's render (server-render.tsx): the browser's
 * first render must match the server's HTML element for element.
 */
export function AppShell({ client, children }: { client: QueryClient; children: ReactNode }) {
  useTypedTextReplayed();
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <AuthProvider>
          {children}
          {/* SPEC: only one toast at a time. sonner loads on first toast or when idle. */}
          <ToasterHost />
          {/* A toast raised offline before sonner's code was fetched. */}
          <PlainToast />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
