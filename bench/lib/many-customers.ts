import { createHash, randomBytes } from 'node:crypto';
import { customer, type BenchShop } from './shop-process';

export const TIERS = ['Bronze', 'Silver', 'Gold', 'Diamond'] as const;

export interface BenchCustomer {
  id: string;
  phone: string;
  password: string;
  tier: (typeof TIERS)[number];
  /** `sid=...`: a session of its own, opened as a sign-in opens one. */
  cookie: string;
}

let batch = 0;

/**
 * `count` active customers spread evenly over the four tiers, each with a session of its own,
 * made in seconds: one registers through the API (the real password hash), the others are rows
 * holding a copy of that hash (so each can sign in with the same password), and every session is
 * a row as the shop writes one (the SHA-256 of a random token; the token goes in the cookie).
 */
export async function manyCustomers(shop: BenchShop, count: number): Promise<BenchCustomer[]> {
  batch += 1;
  const first = await customer(shop.base, 'Bench Many');
  const [{ password_hash: hash } = { password_hash: '' }] = await shop.sql<{ password_hash: string }>(
    'select password_hash from customers where phone = $1',
    [first.phone],
  );
  const phonePrefix = `96${String(process.pid % 100).padStart(2, '0')}${batch % 10}`;
  const rows = await shop.sql<{ id: string; phone: string; tier: BenchCustomer['tier'] }>(
    `insert into customers (name, phone, code, status, tier, password_hash)
     select 'Bench ' || g, $1 || lpad(g::text, 5, '0'), next_customer_code(), 'active',
            ($2::text[])[1 + g % 4], $3
       from generate_series(1, $4::int) g
     returning id, phone, tier`,
    [phonePrefix, TIERS, hash, count],
  );
  const tokens = rows.map(() => randomBytes(32).toString('base64url'));
  await shop.sql(
    `insert into sessions (id, customer_id, expires_at)
     select digest, id, now() + interval '30 days' from unnest($1::text[], $2::uuid[]) as s(digest, id)`,
    [tokens.map((token) => createHash('sha256').update(token).digest('hex')), rows.map((row) => row.id)],
  );
  return rows.map((row, i) => ({ ...row, password: first.password, cookie: `sid=${tokens[i]}` }));
}
