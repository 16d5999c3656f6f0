import { auditChanges } from '../../../../domain/audit-actions';

/** A row's details as a list: each changed field with its old value struck through and its new one. */
export function AuditChanges({ details }: { details: Record<string, unknown> }) {
  const changes = auditChanges(details);
  if (changes.length === 0) return <span className="text-sand-600">—</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {changes.map((change, index) => (
        <div key={`${change.field}-${index}`} className="contents">
          <dt className="font-semibold text-sand-800">{change.field}</dt>
          <dd className="min-w-0 break-words text-sand-900">
            {change.value !== undefined ? (
              change.value
            ) : (
              <>
                {change.before !== undefined && (
                  <del className="text-sand-600">
                    <span className="sr-only">was </span>
                    {change.before}
                  </del>
                )}
                {change.before !== undefined && change.after !== undefined && (
                  <span aria-hidden="true"> → </span>
                )}
                {change.after !== undefined && (
                  <ins className="font-semibold no-underline">
                    <span className="sr-only">{change.before !== undefined ? ', now ' : 'set to '}</span>
                    {change.after}
                  </ins>
                )}
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
