// The fonts' @font-face rules are in styles.css (only the subsets the shop shows).
import './styles.css';

import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/app-router';
import { PlainToast } from './components/ui/plain-toast';
import { ToasterHost } from './components/ui/toaster-host';
import { AuthProvider } from './lib/auth/auth-provider';
import { seedFirstReads } from './lib/first-reads';
import { FIRST_READS_ID } from '../domain/first-reads';
import { queryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// What the server answered inside a guest's page: shown at once, not waited for.
seedFirstReads(queryClient, document.getElementById(FIRST_READS_ID)?.textContent);

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppRouter />
        {/* SPEC: only one toast at a time. sonner loads on first toast or when idle. */}
        <ToasterHost />
        {/* A toast raised offline before sonner's code was fetched. */}
        <PlainToast />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
