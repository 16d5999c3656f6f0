import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type MatcherFunction } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-provider';
import { createQueryClient } from '../lib/query-client';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/**
 * Renders one screen at `path` as the app does: a fresh query cache (the app's defaults, so no
 * retries), the session from GET /api/auth/me (stub it with fakeApi), and a router. The screen's
 * route is `path` unless a `route` pattern is given (`/admin/customers/edit/:id`). Other paths
 * render only their path, so a test can see where the screen sent the shopper.
 */
export function renderScreen(path: string, screen: ReactElement, { route = path }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={screen} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
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
