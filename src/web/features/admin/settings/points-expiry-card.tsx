import { useWatch, type UseFormReturn } from 'react-hook-form';
import { pointsExpiryMessages } from '../../../../domain/messages';
import { expiryMonthsSchema } from '../../../../domain/settings.schemas';
import type { LoyaltySettingsInput } from '../../../../domain/settings.schemas';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { expiryMonths, type SettingsFormValues } from './settings-form';

type SettingsForm = UseFormReturn<SettingsFormValues, unknown, LoyaltySettingsInput>;

/**
 * The Loyalty settings' expiry (DESIGN 11.3, docs/decisions/080): months, empty for never, with
 * what the number means said under it as it is typed.
 */
export function PointsExpiryCard({ form }: { form: SettingsForm }) {
  const months = useWatch({ control: form.control, name: 'pointsExpireAfterMonths' });
  const parsed = expiryMonthsSchema.safeParse(expiryMonths(months));
  return (
    <Card className="space-y-4">
      <div>
        <CardTitle>Points expiry</CardTitle>
        <CardDescription>How long customers have to spend the points they earn.</CardDescription>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Points expire after (months)"
          inputMode="numeric"
          hint="1 to 60; empty: never"
          invalid={!!form.formState.errors.pointsExpireAfterMonths}
          {...form.register('pointsExpireAfterMonths')}
        />
      </div>
      {parsed.success && (
        <p className="text-sm text-sand-700">{pointsExpiryMessages.consequence(parsed.data ?? null)}</p>
      )}
    </Card>
  );
}
