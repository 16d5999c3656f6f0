import { SearchX } from 'lucide-react';
import { routeMessages } from '../../domain/messages-core';
import { documentTitle } from '../../domain/document-title';
import { ButtonLink } from './ui/button';
import { useT } from '../i18n/i18n-context';

/** Any unknown path (SPEC: 'Oops! Page not found' with a link home). */
export function NotFoundPage() {
  const { t, m } = useT();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <title>{documentTitle(m(routeMessages.notFound))}</title>
      <SearchX aria-hidden="true" className="size-14 text-brand-700" />
      <p className="text-5xl font-extrabold text-brand-800">404</p>
      <h1 className="text-2xl font-bold">{m(routeMessages.notFound)}</h1>
      <p className="text-sand-700">{t('notFound.text')}</p>
      <ButtonLink to="/" size="lg">
        {t('notFound.home')}
      </ButtonLink>
    </div>
  );
}
