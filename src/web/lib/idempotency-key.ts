/**
 * One key per checkout attempt (DESIGN 5: placement is idempotent), and one per refund dialog
 * (docs/decisions/069). crypto.randomUUID needs a secure context; over plain http on a shop's LAN
 * we build the same v4 shape from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Reuses the key while the same submission is retried (a lost answer, a 5xx); a changed cart,
 * address, points or payment is a new submission and gets a new key.
 */
export function createKeyKeeper(generate: () => string = newIdempotencyKey) {
  let last: { payload: string; key: string } | null = null;
  return {
    keyFor(payload: unknown): string {
      const text = JSON.stringify(payload);
      if (!last || last.payload !== text) last = { payload: text, key: generate() };
      return last.key;
    },
    /** After a success (or a definite refusal) the next submission starts afresh. */
    reset() {
      last = null;
    },
  };
}
