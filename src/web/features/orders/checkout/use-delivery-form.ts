import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Delivery, DeliveryInput } from '../../../../domain/order.schemas';
import type { CustomerUser } from '../../../../domain/user';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { readDeliveryDraft } from './delivery-draft';

/**
 * The order schemas (and zod) come when the customer first touches the checkout form, not before
 * the page can show the cart: they were a seventh of the page's code (docs/decisions/059).
 */
export const checkoutChecks = lazyZodResolver(() =>
  import('../../../../domain/order.schemas').then((schemas) => schemas.deliverySchema),
);

/**
 * The delivery details form: it starts from what a guest typed before signing in (the draft),
 * else the customer's profile and last order; the profile fills name and phone when the page
 * opened before it was known.
 */
export function useDeliveryForm(customer: CustomerUser | null) {
  const [draft] = useState(readDeliveryDraft);
  const form = useForm<DeliveryInput, unknown, Delivery>({
    resolver: checkoutChecks.resolver,
    // After the first Place Order, the message goes away as soon as the field is fixed.
    reValidateMode: 'onChange',
    defaultValues: {
      name: draft?.name || customer?.name || '',
      phone: draft?.phone || customer?.phone || '',
      pincode: draft?.pincode || customer?.pincode || '',
      address: draft?.address || customer?.address || '',
    },
  });

  const { getValues, setValue } = form;
  useEffect(() => {
    if (!customer) return;
    if (!getValues('name')) setValue('name', customer.name);
    if (!getValues('phone')) setValue('phone', customer.phone);
  }, [customer, getValues, setValue]);

  return form;
}

export type DeliveryForm = ReturnType<typeof useDeliveryForm>;
