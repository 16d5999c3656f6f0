import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { deliverySchema, type Delivery, type DeliveryInput } from '../../../../domain/order.schemas';
import type { CustomerUser } from '../../../../domain/user';
import { readDeliveryDraft } from './delivery-draft';

/**
 * The delivery details form: it starts from what a guest typed before signing in (the draft),
 * else the customer's profile and last order; the profile fills name and phone when the page
 * opened before it was known.
 */
export function useDeliveryForm(customer: CustomerUser | null) {
  const [draft] = useState(readDeliveryDraft);
  const form = useForm<DeliveryInput, unknown, Delivery>({
    resolver: zodResolver(deliverySchema),
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
