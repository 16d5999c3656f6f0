import { timeoutMessages } from '../../domain/messages-core';

/** How long a load may take, and what to say when it took longer. */
export interface LoadLimit {
  ms: number;
  message: string;
}

/** SPEC section 9: 8 s for admin, product and order queries; 10 s for everything else. */
export const LOAD_LIMITS = {
  products: { ms: 8_000, message: timeoutMessages.products },
  orders: { ms: 8_000, message: timeoutMessages.orders },
  admin: { ms: 8_000, message: timeoutMessages.other },
  other: { ms: 10_000, message: timeoutMessages.other },
} as const satisfies Record<string, LoadLimit>;

const startsWith = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

/**
 * The limit on a request the app makes. Reads (GET) always have one, chosen by what they load;
 * writes have none (a slow order placement must not look failed: its retry reuses the key).
 */
export function loadLimitFor(method: string, path: string): LoadLimit | null {
  if (method !== 'GET') return null;
  if (startsWith(path, '/api/products') || startsWith(path, '/api/admin/products'))
    return LOAD_LIMITS.products;
  if (startsWith(path, '/api/orders') || startsWith(path, '/api/admin/orders')) return LOAD_LIMITS.orders;
  if (startsWith(path, '/api/admin')) return LOAD_LIMITS.admin;
  return LOAD_LIMITS.other;
}
