import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { messages, pendingPointsMessages } from '../../../../domain/messages';
import { formatPaise, parseRupees } from '../../../../domain/money';
import { returnWindowSchema, type LoyaltySettingsInput } from '../../../../domain/settings.schemas';
import { notify } from '../../../lib/notify';
import { Alert } from '../../../components/ui/alert';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { QueryErrorState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageTitle, Skeleton } from '../../../components/ui/page-title';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { ReferralRewardsCard } from './referral-rewards-card';
import { ReferralReviewCard } from './referral-review-card';
import { ExpiringPointsSection } from './expiring-points-section';
import { PointsExpiryCard } from './points-expiry-card';
import { ScaleLabelSection } from './scale-label-section';
import { settingsResolver, toFormValues, type SettingsFormValues } from './settings-form';
import { adminSettingsQueryOptions, useSaveSettings } from './settings.queries';
import { SaveOrDiscard } from '../../../components/ui/save-or-discard';

/** "1 point = ₹5.00 off" as the admin types, so the numbers read back in plain words. */
function PointsPreview({ control }: { control: Control<SettingsFormValues, unknown, LoyaltySettingsInput> }) {
  const [value, perPoint, cap] = useWatch({
    control,
    name: ['pointValue', 'pointMoneyPerPoint', 'redemptionCapPercent'],
  });
  const valuePaise = parseRupees(value);
  const perPointPaise = parseRupees(perPoint);
  if (!valuePaise.ok || !perPointPaise.ok || !valuePaise.paise || !perPointPaise.paise) return null;
  return (
    <p className="text-sm text-sand-700">
      A customer gets 1 point for every {formatPaise(perPointPaise.paise)} of point money, and each point
      takes {formatPaise(valuePaise.paise)} off an order{cap.trim() ? `, up to ${cap}% of the order` : ''}.
    </p>
  );
}

/** What the return window typed means for customers, in plain words (once it is a whole number of days). */
function ReturnWindowConsequence({
  control,
}: {
  control: Control<SettingsFormValues, unknown, LoyaltySettingsInput>;
}) {
  const days = useWatch({ control, name: 'returnWindowDays' });
  const parsed = returnWindowSchema.safeParse(Number(days.trim() === '' ? Number.NaN : days));
  if (!parsed.success) return null;
  return <p className="text-sm text-sand-700">{pendingPointsMessages.windowConsequence(parsed.data)}</p>;
}

/** `settings`: what the server holds now (the query's cache, which a save updates); Discard changes goes back to it. */
function SettingsForm({ settings }: { settings: LoyaltySettingsInput }) {
  const saveSettings = useSaveSettings();
  const form = useForm<SettingsFormValues, unknown, LoyaltySettingsInput>({
    resolver: settingsResolver,
    reValidateMode: 'onSubmit',
    defaultValues: toFormValues(settings),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const { onSubmit, formAlert, clearServerError } = useFormSubmit(
    form,
    async (input) => {
      form.reset(toFormValues(await saveSettings.mutateAsync(input)));
      notify.success(messages.adminLoyalty.settingsSaved);
    },
    { onError: (message) => notify.error(message) },
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <Alert tone="info" title="Changes apply to future orders only">
        Points already earned, orders already placed and tiers already reached stay as they are.
      </Alert>

      <Card className="space-y-4">
        <div>
          <CardTitle>Points</CardTitle>
          <CardDescription>
            How point money turns into points, and what a point is worth at checkout.
          </CardDescription>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label="Point value (₹)"
            inputMode="decimal"
            hint="Discount one point gives"
            invalid={!!errors.pointValue}
            {...form.register('pointValue')}
          />
          <Field
            label="Point money per point (₹)"
            inputMode="decimal"
            hint="Point money for one point"
            invalid={!!errors.pointMoneyPerPoint}
            {...form.register('pointMoneyPerPoint')}
          />
          <Field
            label="Redemption cap (%)"
            inputMode="numeric"
            hint="Most of an order points can pay"
            invalid={!!errors.redemptionCapPercent}
            {...form.register('redemptionCapPercent')}
          />
        </div>
        <PointsPreview control={form.control} />
      </Card>

      <Card className="space-y-4">
        <div>
          <CardTitle>Return window</CardTitle>
          <CardDescription>
            How long a delivery&apos;s points and referral rewards wait before customers can spend them.
          </CardDescription>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label="Return window (days)"
            inputMode="numeric"
            hint="0 to 90; 0: spendable at once"
            invalid={!!errors.returnWindowDays}
            {...form.register('returnWindowDays')}
          />
        </div>
        <ReturnWindowConsequence control={form.control} />
      </Card>

      <PointsExpiryCard form={form} />

      <ReferralRewardsCard form={form} />

      <ReferralReviewCard form={form} />

      <Card className="space-y-4">
        <div>
          <CardTitle>Tiers</CardTitle>
          <CardDescription>
            Lifetime spend on delivered orders that lifts a customer into each tier. Everyone starts at
            Bronze.
          </CardDescription>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label="Silver from (₹)"
            inputMode="decimal"
            invalid={!!errors.silver}
            {...form.register('silver')}
          />
          <Field
            label="Gold from (₹)"
            inputMode="decimal"
            invalid={!!errors.gold}
            {...form.register('gold')}
          />
          <Field
            label="Diamond from (₹)"
            inputMode="decimal"
            invalid={!!errors.diamond}
            {...form.register('diamond')}
          />
        </div>
      </Card>

      <Card className="space-y-4">
        <div>
          <CardTitle>UPI payments</CardTitle>
          <CardDescription>
            Where every order&apos;s pay page (its UPI QR code and link) sends the money.
          </CardDescription>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Store UPI id"
            placeholder="shopname@bank"
            autoComplete="off"
            spellCheck={false}
            hint="Use a merchant (business) UPI id from your bank or a payments app for business. Payments with an order number to a personal id are often stopped by UPI apps with “risk threshold exceeded”, and personal ids have daily limits."
            invalid={!!errors.storeUpiId}
            {...form.register('storeUpiId')}
          />
          <Field
            label="Name shown on UPI"
            autoComplete="off"
            invalid={!!errors.storeUpiName}
            {...form.register('storeUpiName')}
          />
        </div>
      </Card>

      <div className="space-y-3">
        <FormAlert {...formAlert} />
        <SaveOrDiscard
          dirty={isDirty}
          submitting={isSubmitting}
          onDiscard={() => {
            form.reset(toFormValues(settings));
            clearServerError();
          }}
          saveLabel="Save Settings"
        />
      </div>
    </form>
  );
}

function SettingsSkeleton() {
  return (
    <div role="status" aria-label="Loading settings" className="space-y-5">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="space-y-4 rounded-2xl border border-sand-200 bg-white p-6">
          <Skeleton className="h-5 w-1/4" />
          <div className="grid gap-4 sm:grid-cols-3">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /admin/settings (DESIGN 4): every loyalty number in one record, validated by the shared schema. */
export default function SettingsPage() {
  const query = useQuery(adminSettingsQueryOptions());

  let body;
  if (query.status === 'pending') body = <SettingsSkeleton />;
  else if (query.status === 'error') body = <QueryErrorState query={query} />;
  else body = <SettingsForm settings={query.data} />;

  return (
    <div className="max-w-4xl">
      <PageTitle
        title="Loyalty Settings"
        description="Points, referral rewards, tier thresholds and the store's UPI details."
      />
      {body}
      <ExpiringPointsSection expiryOn={!!query.data?.pointsExpireAfterMonths} />
      <ScaleLabelSection />
    </div>
  );
}
