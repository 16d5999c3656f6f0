import { useId } from 'react';
import { useT } from '../../i18n/i18n-context';

/**
 * One checkbox that shows or hides every new-password field of a form, so that a customer on a
 * phone can see what they typed before they save it.
 */
export function ShowPasswords({
  shown,
  onShownChange,
}: {
  shown: boolean;
  onShownChange: (shown: boolean) => void;
}) {
  const id = useId();
  const { t } = useT();
  return (
    <div className="flex min-h-11 items-center gap-2.5">
      <input
        id={id}
        type="checkbox"
        checked={shown}
        onChange={(event) => onShownChange(event.target.checked)}
        className="size-5 shrink-0 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
      <label htmlFor={id} className="py-2 text-sm font-semibold text-sand-800">
        {t('passwords.show')}
      </label>
    </div>
  );
}
