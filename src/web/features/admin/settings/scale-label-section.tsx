import { useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { scaleLabelExample, type ScaleLabelLayout } from '../../../../domain/barcodes';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { QueryErrorState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/notify';

const scaleLabelKey = ['admin', 'settings', 'scale-label'] as const;

const scaleLabelQueryOptions = () =>
  queryOptions({
    queryKey: scaleLabelKey,
    queryFn: ({ signal }) =>
      api
        .get<{ scaleLabel: ScaleLabelLayout }>('/api/admin/settings/scale-label', { signal })
        .then((r) => r.scaleLabel),
  });

function useSaveScaleLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (layout: ScaleLabelLayout) =>
      api
        .put<{ scaleLabel: ScaleLabelLayout }>('/api/admin/settings/scale-label', layout)
        .then((r) => r.scaleLabel),
    onSuccess: (layout) => queryClient.setQueryData(scaleLabelKey, layout),
  });
}

/** A label as this layout reads it: its parts, then what they mean in words. */
function ExampleLabel({ layout }: { layout: ScaleLabelLayout }) {
  const example = scaleLabelExample(layout);
  return (
    <div className="space-y-2 rounded-xl bg-sand-100 p-4">
      <p className="text-sm font-semibold text-sand-800">An example label</p>
      <p className="font-mono text-lg tracking-wider text-sand-900" aria-label={example.parts.join('')}>
        {example.parts.join(' ')}
      </p>
      <p className="text-sm text-sand-700">{example.words}</p>
    </div>
  );
}

function ScaleLabelForm({ saved }: { saved: ScaleLabelLayout }) {
  const [layout, setLayout] = useState(saved);
  const save = useSaveScaleLabel();
  const changed = layout.itemDigits !== saved.itemDigits || layout.carries !== saved.carries;
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(layout, {
          onSuccess: () => notify.success('Scale label layout saved'),
          onError: (error) => notify.error(error.message),
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Item code digits"
          value={layout.itemDigits}
          onChange={(event) =>
            setLayout({ ...layout, itemDigits: Number(event.target.value) as ScaleLabelLayout['itemDigits'] })
          }
        >
          <option value={4}>4 digits</option>
          <option value={5}>5 digits</option>
          <option value={6}>6 digits</option>
        </SelectField>
        <SelectField
          label="The label carries"
          value={layout.carries}
          onChange={(event) =>
            setLayout({ ...layout, carries: event.target.value as ScaleLabelLayout['carries'] })
          }
        >
          <option value="price">The price (in paise)</option>
          <option value="weight">The weight (in grams)</option>
        </SelectField>
      </div>
      <ExampleLabel layout={layout} />
      {changed && (
        <Button type="submit" loading={save.isPending}>
          Save Scale Labels
        </Button>
      )}
    </form>
  );
}

/**
 * The weighing scale's label layout (docs/decisions/087), on its own beside the loyalty form: set
 * it to what the scale prints, and the counter reads its labels.
 */
export function ScaleLabelSection() {
  const query = useQuery(scaleLabelQueryOptions());
  return (
    <Card className="mt-5 space-y-4">
      <div>
        <CardTitle>Weighing scale labels</CardTitle>
        <CardDescription>
          Loose goods weighed on the shop&apos;s scale carry a 13-digit label beginning 20–29. Set this to
          match the scale&apos;s barcode setting. A price label is read against the product&apos;s MRP per kg
          (or litre), so keep the scale&apos;s prices equal to the MRP.
        </CardDescription>
      </div>
      {query.status === 'pending' && <p className="text-sm text-sand-600">Loading…</p>}
      {query.status === 'error' && <QueryErrorState query={query} />}
      {query.status === 'success' && <ScaleLabelForm key={JSON.stringify(query.data)} saved={query.data} />}
    </Card>
  );
}
