import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type MatcherFunction } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-provider';
import { createQueryClient } from '../lib/query-client';
import { I18nProvider } from '../i18n/i18n-context';
import type { Dictionary } from '../i18n/translator';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function MaybeMalayalam({ dictionary, children }: { dictionary?: Dictionary; children: ReactElement }) {
  if (!dictionary) return children;
  return <I18nProvider initial={{ lang: 'ml', dictionary }}>{children}</I18nProvider>;
}

/**
 * Renders one screen at `path` as the app does: a fresh query cache (the app's defaults, so no
 * retries), the session from GET /api/auth/me (stub it with fakeApi), and a router. The screen's
 * route is `path` unless a `route` pattern is given (`/admin/customers/edit/:id`). Other paths
 * render only their path, so a test can see where the screen sent the shopper.
 */
export function renderScreen(
  path: string,
  screen: ReactElement,
  {
    route = path,
    malayalam,
  }: {
    route?: string;
    /** Malayalam's words (ml.json and ml-messages.json): the screen as a Malayalam reader sees it. */
    malayalam?: Dictionary;
  } = {},
) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MaybeMalayalam dictionary={malayalam}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={screen} />
              <Route path="*" element={<WhereAmI />} />
            </Routes>
          </MemoryRouter>
        </MaybeMalayalam>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { user, queryClient, ...view };
}

/**
 * Finds the element whose whole text is `text`, even when parts of it sit in inner elements
 * ("You have <strong>120 points</strong>, each worth ₹0.50.").
 */
export const wholeText =
  (text: string): MatcherFunction =>
  (_, element) =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
