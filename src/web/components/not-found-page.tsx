import { SearchX } from 'lucide-react';
import { routeMessages } from '../../domain/messages-core';
import { documentTitle } from '../../domain/document-title';
import { ButtonLink } from './ui/button';

/** Any unknown path (SPEC: 'Oops! Page not found' with a link home). */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <title>{documentTitle(routeMessages.notFound)}</title>
      <SearchX aria-hidden="true" className="size-14 text-brand-700" />
      <p className="text-5xl font-extrabold text-brand-800">404</p>
      <h1 className="text-2xl font-bold">{routeMessages.notFound}</h1>
      <p className="text-sand-700">The page you are looking for has moved or never existed.</p>
      <ButtonLink to="/" size="lg">
        Go to Home
      </ButtonLink>
    </div>
  );
}
