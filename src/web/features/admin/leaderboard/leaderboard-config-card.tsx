import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { leaderboardSettingsSchema, type LeaderboardSettings } from '../../../../domain/leaderboard.schemas';
import { leaderboardMessages } from '../../../../domain/messages';
import { LeaderboardRows, OfferBanner } from '../../../components/leaderboard/leaderboard-rows';
import { Alert } from '../../../components/ui/alert';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/page-title';
import { Switch } from '../../../components/ui/switch';
import { TextareaField } from '../../../components/ui/textarea';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { LEADERBOARD_LIMIT } from '../../../lib/leaderboard/leaderboard.api';
import { leaderboardQueryOptions } from '../../../lib/leaderboard/leaderboard.queries';
import { notify } from '../../../lib/notify';
import {
  configResolver,
  previewConfig,
  toFormValues,
  toSettings,
  type ConfigFormValues,
} from './leaderboard-config-form';
import { useSaveLeaderboardConfig } from './leaderboard-admin.queries';
import { SaveOrDiscard } from '../../../components/ui/save-or-discard';

type ConfigControl = Control<ConfigFormValues, unknown, LeaderboardSettings>;

/** SPEC's configuration form beside a preview of the public leaderboard with the values as typed. */
export function LeaderboardConfigCard({ config }: { config: LeaderboardSettings }) {
  const save = useSaveLeaderboardConfig();
  const form = useForm<ConfigFormValues, unknown, LeaderboardSettings>({
    resolver: configResolver,
    reValidateMode: 'onSubmit',
    defaultValues: toFormValues(config),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { onSubmit, formAlert, clearServerError } = useFormSubmit(
    form,
    async (input) => {
      form.reset(toFormValues(await save.mutateAsync(input)));
      notify.success(leaderboardMessages.configSaved);
    },
    {
      fallback: leaderboardMessages.configSaveFailed,
      onError: () => notify.error(leaderboardMessages.configSaveFailed),
    },
  );

  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Top shopper offer">
        <Card className="space-y-4">
          <div>
            <CardTitle>Top shopper offer</CardTitle>
            <CardDescription>
              While it is on, customers ranked within the top count get the discount at checkout, on orders
              placed from now on.
            </CardDescription>
            <OfferCost control={form.control} saved={config} />
          </div>
          <Field label="Offer title" invalid={!!errors.offerTitle} {...form.register('offerTitle')} />
          <TextareaField
            label="Offer description"
            optional
            rows={3}
            invalid={!!errors.offerDescription}
            {...form.register('offerDescription')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Top count"
              inputMode="numeric"
              hint="How many ranks get the offer (1 to 50)"
              invalid={!!errors.topCount}
              {...form.register('topCount')}
            />
            <Field
              label="Discount (%)"
              inputMode="numeric"
              hint="Off the order at tier prices (1 to 100)"
              invalid={!!errors.offerDiscountPercentage}
              {...form.register('offerDiscountPercentage')}
            />
          </div>
          <ActiveSwitch
            control={form.control}
            onChange={(on) => form.setValue('isActive', on, { shouldDirty: true })}
          />
          <FormAlert {...formAlert} />
          <SaveOrDiscard
            dirty={isDirty}
            submitting={isSubmitting}
            onDiscard={() => {
              form.reset(toFormValues(config));
              clearServerError();
            }}
            saveLabel="Save Offer"
          />
        </Card>
      </form>
      <Preview control={form.control} />
    </div>
  );
}

/** What the offer costs, in one sentence, for the numbers as typed (the saved ones while a box is not valid). */
function OfferCost({ control, saved }: { control: ConfigControl; saved: LeaderboardSettings }) {
  const values = useWatch({ control }) as ConfigFormValues;
  const typed = leaderboardSettingsSchema
    .pick({ topCount: true, offerDiscountPercentage: true })
    .safeParse(toSettings(values));
  const { topCount, offerDiscountPercentage } = typed.success ? typed.data : saved;
  return (
    <p className="mt-2 rounded-xl bg-accent-100 px-3 py-2 text-sm text-sand-900">
      {leaderboardMessages.offerCost(topCount, offerDiscountPercentage)}
    </p>
  );
}

function ActiveSwitch({ control, onChange }: { control: ConfigControl; onChange: (on: boolean) => void }) {
  const isActive = useWatch({ control, name: 'isActive' });
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-sand-50 px-3 py-2">
      <span id="offer-active-label" className="font-semibold text-sand-900">
        Offer active
      </span>
      <Switch checked={isActive} onCheckedChange={onChange} aria-labelledby="offer-active-label" />
    </div>
  );
}

/** The public leaderboard as customers will see it with the unsaved values, highlight included. */
export function Preview({ control }: { control: ConfigControl }) {
  const values = useWatch({ control }) as ConfigFormValues;
  const config = previewConfig(values);
  const query = useQuery(leaderboardQueryOptions(LEADERBOARD_LIMIT));
  const shown = Math.min(LEADERBOARD_LIMIT, Math.max((config?.topCount ?? 0) + 3, 5));

  return (
    <section aria-labelledby="preview-title" className="space-y-3">
      <div>
        <h2 id="preview-title" className="text-lg font-bold text-sand-900">
          Preview
        </h2>
        <p className="text-sm text-sand-700">
          The leaderboard as signed-in customers will see it, before you save. Guests see first names and
          initials, without codes.
        </p>
      </div>
      {config ? (
        <OfferBanner config={config} />
      ) : (
        <Alert tone="info">
          {values.isActive
            ? 'Fix the highlighted values to preview the offer.'
            : 'The offer is off: customers see the leaderboard without a highlight or discount.'}
        </Alert>
      )}
      {query.status === 'pending' && <Skeleton className="h-40 w-full rounded-2xl" />}
      {query.status === 'error' && <Alert tone="error">{leaderboardMessages.loadFailed}</Alert>}
      {query.status === 'success' &&
        (query.data.items.length === 0 ? (
          <p className="text-sand-700">No customer has earned points yet.</p>
        ) : (
          <LeaderboardRows
            items={query.data.items.slice(0, shown)}
            config={config}
            label="Leaderboard preview"
          />
        ))}
    </section>
  );
}
