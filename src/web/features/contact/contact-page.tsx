import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, Mail, MapPin, Phone, Send } from 'lucide-react';
import { contactInputSchema, type ContactFormInput } from '../../../domain/contact.schemas';
import { messages } from '../../../domain/messages';
import { SHOP } from '../../lib/shop-info';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { PageTitle } from '../../components/ui/page-title';
import { TextareaField } from '../../components/ui/textarea';
import { useFormSubmit } from '../../components/ui/use-form-submit';
import { api } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useWords } from '../../i18n/use-words';

const EMPTY: ContactFormInput = { name: '', email: '', phone: '', subject: '', message: '' };

/** /contact: the message form (stored for the admin, DESIGN 7) and the shop's contacts. */
export default function ContactPage() {
  const form = useForm({
    resolver: zodResolver(contactInputSchema),
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const { t, m } = useWords('info');

  const { onSubmit, formAlert } = useFormSubmit(form, async (values) => {
    // The schema's output says "no phone" as null; the request leaves the field out instead.
    await api.post('/api/contact', { ...values, phone: values.phone ?? undefined });
    notify.success(m(messages.contact.sent), { description: m(messages.contact.sentDetail) });
    form.reset(EMPTY);
  });

  return (
    <div>
      <PageTitle title={t('info.contact.title')} description={t('info.contact.description')} />
      <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <Card>
          <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('info.contact.form')}>
            <FormAlert {...formAlert} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t('info.contact.name')}
                autoComplete="name"
                invalid={!!errors.name}
                {...form.register('name')}
              />
              <Field
                label={t('info.contact.email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                invalid={!!errors.email}
                {...form.register('email')}
              />
            </div>
            <Field
              label={t('info.contact.phone')}
              optional
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              invalid={!!errors.phone}
              {...form.register('phone')}
            />
            <Field
              label={t('info.contact.subject')}
              invalid={!!errors.subject}
              {...form.register('subject')}
            />
            <TextareaField
              label={t('info.contact.message')}
              rows={5}
              invalid={!!errors.message}
              {...form.register('message')}
            />
            <Button type="submit" size="lg" className="w-full sm:w-auto" loading={isSubmitting}>
              {!isSubmitting && <Send aria-hidden="true" className="size-5" />}
              {t('info.contact.send')}
            </Button>
          </form>
        </Card>
        <Card className="space-y-1 self-start">
          <h2 className="mb-2 text-lg font-bold">{t('info.contact.reach')}</h2>
          <a
            href={SHOP.supportPhoneHref}
            className="flex min-h-11 items-center gap-3 font-semibold hover:text-brand-800"
          >
            <Phone aria-hidden="true" className="size-5 text-brand-700" /> {SHOP.supportPhone}
          </a>
          <a
            href={`mailto:${SHOP.supportEmail}`}
            className="flex min-h-11 items-center gap-3 font-semibold hover:text-brand-800"
          >
            <Mail aria-hidden="true" className="size-5 text-brand-700" /> {SHOP.supportEmail}
          </a>
          <p className="flex items-start gap-3 py-2 text-sand-800">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" /> {SHOP.address}
          </p>
          <div className="flex items-start gap-3 py-2 text-sand-800">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <p>
              {SHOP.hours.map((slot) => (
                <span key={slot.days} className="block">
                  {slot.days}: {slot.time}
                </span>
              ))}
            </p>
          </div>
        </Card>
      </div>
    </div>
  );
}
