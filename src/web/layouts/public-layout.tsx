import { useState } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLinkSlot, skipLinkClass } from '../components/skip-links';

/** Storefront pages: skip links, header, content, footer. */
export function PublicLayout() {
  const [pageSkipLinks, setPageSkipLinks] = useState<HTMLElement | null>(null);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className={skipLinkClass}>
        Skip to content
      </a>
      <span ref={setPageSkipLinks} />
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <SkipLinkSlot value={pageSkipLinks}>
          <Outlet />
        </SkipLinkSlot>
      </main>
      <SiteFooter />
    </div>
  );
}
