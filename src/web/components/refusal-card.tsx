import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { documentTitle } from '../../domain/document-title';
import { Card } from './ui/card';

/**
 * A page the person signed in may not open: what it is, why, and the ways on (its links). A
 * customer's page seen by the shop (lib/auth/customer-only.tsx), an owner's screen seen by staff
 * (app/owner-only.tsx).
 */
export function RefusalCard({
  title,
  reason,
  children,
}: {
  title: string;
  reason: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-lg py-10">
      <title>{documentTitle(title)}</title>
      <Card className="space-y-4 text-center">
        <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-red-700" />
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-sand-700">{reason}</p>
        <div className="flex flex-wrap justify-center gap-2">{children}</div>
      </Card>
    </div>
  );
}
