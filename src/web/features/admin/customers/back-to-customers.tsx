import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { isRefusal } from '../../../lib/api';

/** The add and edit screens' way back to the list. */
export function BackToCustomers() {
  return (
    <Link
      to="/admin/customers"
      className="mb-2 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to Customers
    </Link>
  );
}

/**
 * A refusal the admin can act on (a 4xx with the server's reason: the phone is taken, the parent
 * does not exist) goes on as it is; anything else (the network, a server fault) becomes an error
 * without a message, so the form says its own `fallback` (SPEC's words for the screen).
 */
export function onlyRefusals(error: unknown): unknown {
  if (isRefusal(error)) return error;
  return new Error('unexpected', { cause: error });
}
