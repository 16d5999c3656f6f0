import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import {
  CONTENT_PAGE_SLUGS,
  contentPageInputSchema,
  type ContentPage,
  type ContentPageSlug,
} from '../../../../domain/content.schemas';
import { formatDateTime } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { ContentBody } from '../../../components/content-body';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { QueryErrorState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageTitle, Skeleton } from '../../../components/ui/page-title';
import { SelectField } from '../../../components/ui/select';
import { TextareaField } from '../../../components/ui/textarea';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { adminContentPageQueryOptions, useSaveContentPage } from './content-pages.queries';

const PAGE_NAMES: Record<ContentPageSlug, string> = {
  faq: 'FAQ',
  'shipping-policy': 'Shipping Policy',
  'return-policy': 'Return Policy',
  'privacy-policy': 'Privacy Policy',
};

/** `page`: as saved now (the query's cache, which a save updates). */
function PageEditor({ slug, page }: { slug: ContentPageSlug; page: ContentPage }) {
  const savePage = useSaveContentPage(slug);
  const form = useForm({
    resolver: zodResolver(contentPageInputSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { title: page.title, body: page.body },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [title, body] = useWatch({ control: form.control, name: ['title', 'body'] });

  const { onSubmit, formAlert } = useFormSubmit(
    form,
    async (values) => {
      const saved = await savePage.mutateAsync(values);
      form.reset({ title: saved.title, body: saved.body });
      notify.success(`${PAGE_NAMES[slug]} saved successfully`);
    },
    { onError: (message) => notify.error(message) },
  );

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Card>
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="space-y-4"
          aria-label="Edit page"
        >
          <FormAlert {...formAlert} />
          <Field label="Title" invalid={!!errors.title} {...form.register('title')} />
          <TextareaField
            label="Body"
            rows={18}
            className="[&_textarea]:font-mono [&_textarea]:text-sm"
            hint="Leave a blank line between paragraphs. Start a line with '## ' for a heading and '- ' for a list item; **two stars** make text bold."
            invalid={!!errors.body}
            {...form.register('body')}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-sand-600">Last saved {formatDateTime(page.updatedAt)}</p>
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              Save Page
            </Button>
          </div>
        </form>
      </Card>
      <section aria-labelledby="page-preview-heading">
        <Card className="xl:sticky xl:top-24">
          <p
            id="page-preview-heading"
            className="mb-3 text-xs font-semibold tracking-wide text-sand-600 uppercase"
          >
            Preview
          </p>
          <h2 className="mb-4 text-2xl font-bold text-sand-900">{title || 'Untitled page'}</h2>
          <ContentBody body={body ?? ''} />
        </Card>
      </section>
    </div>
  );
}

/** /admin/pages (DESIGN 7): edit the FAQ and policy pages the footer links to. */
export default function ContentPagesPage() {
  const [slug, setSlug] = useState<ContentPageSlug>('faq');
  const query = useQuery(adminContentPageQueryOptions(slug));

  return (
    <div>
      <PageTitle title="Pages" description="The FAQ and policy pages linked from the shop's footer." />
      <div className="mb-5 flex flex-wrap items-end gap-3">
        <SelectField
          label="Page"
          value={slug}
          onChange={(event) => setSlug(event.target.value as ContentPageSlug)}
          className="w-full max-w-xs"
        >
          {CONTENT_PAGE_SLUGS.map((value) => (
            <option key={value} value={value}>
              {PAGE_NAMES[value]}
            </option>
          ))}
        </SelectField>
        <a
          href={`/${slug}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 px-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          View on the shop
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>

      {query.status === 'pending' && (
        <div role="status" aria-label="Loading page" className="grid gap-6 xl:grid-cols-2">
          <div className="space-y-4 rounded-2xl border border-sand-200 bg-white p-6">
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-72 w-full" />
          </div>
          <div className="hidden space-y-3 rounded-2xl border border-sand-200 bg-white p-6 xl:block">
            <Skeleton className="h-7 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        </div>
      )}
      {query.status === 'error' && <QueryErrorState query={query} />}
      {query.status === 'success' && <PageEditor key={slug} slug={slug} page={query.data} />}
    </div>
  );
}
