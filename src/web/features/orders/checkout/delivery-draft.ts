import type { DeliveryInput } from '../../../../domain/order.schemas';

/**
 * SPEC: guests can fill in the checkout details but must sign in to order. What they typed
 * waits in this tab's sessionStorage while they sign in, and is gone once the order is placed.
 */
const KEY = 'checkoutDelivery';

export function readDeliveryDraft(): Partial<Record<keyof DeliveryInput, string>> | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const draft: Partial<Record<keyof DeliveryInput, string>> = {};
    for (const field of ['name', 'phone', 'pincode', 'address'] as const) {
      const text = (value as Record<string, unknown>)[field];
      if (typeof text === 'string') draft[field] = text.slice(0, 500);
    }
    return draft;
  } catch {
    return null;
  }
}

export function saveDeliveryDraft(values: DeliveryInput): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage full or disabled: they type it again.
  }
}

export function clearDeliveryDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
