import { Construction } from 'lucide-react';
import { ButtonLink } from './ui/button';
import { Card } from './ui/card';
import { PageTitle } from './ui/page-title';

/** The one stand-in for screens that are not built yet: the page's title and a friendly note. */
export function BuildingPage({ title, homeLink = true }: { title: string; homeLink?: boolean }) {
  return (
    <div>
      <PageTitle title={title} />
      <Card className="flex flex-col items-center gap-3 py-12 text-center">
        <Construction aria-hidden="true" className="size-12 text-accent-700" />
        <p className="text-lg font-semibold text-sand-900">This page is being built</p>
        <p className="max-w-sm text-sand-700">We are stocking the shelves here. Please check back soon.</p>
        {homeLink && (
          <ButtonLink to="/" variant="outline" className="mt-2">
            Back to Home
          </ButtonLink>
        )}
      </Card>
    </div>
  );
}
