import { Button } from './button';

/**
 * The foot of a settings form: Discard changes (back to what the server holds; only when there is
 * something to discard) and the submit button. Save first on a phone, right-aligned from sm up.
 */
export function SaveOrDiscard({
  dirty,
  submitting,
  onDiscard,
  saveLabel,
}: {
  dirty: boolean;
  submitting: boolean;
  onDiscard: () => void;
  saveLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" disabled={!dirty || submitting} onClick={onDiscard}>
        Discard changes
      </Button>
      <Button type="submit" loading={submitting}>
        {saveLabel}
      </Button>
    </div>
  );
}
