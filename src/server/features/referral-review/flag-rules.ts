import { normaliseAddress, upiPayerName, type FlagEvidence } from '../../../domain/referral-review';
import { paidReferralLevels } from '../../../domain/referral-levels';
import { prepared, type Queryable } from '../../db/client';
import { loadLoyaltySettings, type LoyaltySettings } from '../settings';
import { flagLink } from './flag-store';

/**
 * The rules that flag a referral link (DESIGN 11.3, docs/decisions/081). A link is a member and
 * each upline that would earn from them: every level the settings pay. Flag, never refuse.
 */

interface Relative {
  id: string;
  level: number;
}

/** The customer's uplines down to `depth` levels (level 1 = the parent). */
async function uplinesOf(tx: Queryable, customerId: string, depth: number): Promise<Relative[]> {
  return tx.query<Relative>(
    `with recursive up(id, parent_id, level) as (
       select p.id, p.parent_id, 1 from customers c join customers p on p.id = c.parent_id where c.id = $1
       union all
       select p.id, p.parent_id, up.level + 1 from up join customers p on p.id = up.parent_id where up.level < $2
     ) select id, level from up where id <> $1`,
    [customerId, depth],
  );
}

/** The customer's downline down to `depth` levels: the members they would earn from. */
async function downlineOf(tx: Queryable, customerId: string, depth: number): Promise<Relative[]> {
  return tx.query<Relative>(
    `with recursive down(id, level) as (
       select id, 1 from customers where parent_id = $1
       union all
       select c.id, down.level + 1 from down join customers c on c.parent_id = down.id where down.level < $2
     ) select id, level from down where id <> $1`,
    [customerId, depth],
  );
}

async function reviewing(tx: Queryable): Promise<LoyaltySettings | null> {
  const settings = await loadLoyaltySettings(tx);
  return settings.referralReview ? settings : null;
}

/** Every link between `customerId` and a relative in `sharing` (uplines and downline alike) flagged. */
async function flagShared(
  tx: Queryable,
  customerId: string,
  depth: number,
  sharing: ReadonlySet<string>,
  evidence: FlagEvidence,
  key: string,
): Promise<void> {
  if (sharing.size === 0) return;
  for (const upline of await uplinesOf(tx, customerId, depth))
    if (sharing.has(upline.id))
      await flagLink(tx, { memberId: customerId, uplineId: upline.id }, evidence, key);
  for (const member of await downlineOf(tx, customerId, depth))
    if (sharing.has(member.id))
      await flagLink(tx, { memberId: member.id, uplineId: customerId }, evidence, key);
}

/**
 * A delivery address saved (profile, admin) or used on an order: kept, normalised, and every link
 * to a relative who has used the same one is flagged (families share addresses: flag, never refuse).
 */
export async function noteAddress(
  tx: Queryable,
  customerId: string,
  address: string | null,
  pincode: string | null,
): Promise<void> {
  const normalised = normaliseAddress(address ?? '', pincode);
  if (!normalised) return;
  const pin = normalised.pincode ?? '';
  await tx.query(
    prepared(`insert into referral_address_marks (customer_id, normalised, pincode, address) values ($1, $2, $3, $4)
     on conflict (customer_id, normalised, pincode) do nothing`),
    [customerId, normalised.text, pin, address!.trim()],
  );
  const settings = await reviewing(tx);
  if (!settings) return;
  // The same words, and the same pincode unless one side has none (sameAddress).
  const sharing = await tx.query<{ customer_id: string }>(
    prepared(`select customer_id from referral_address_marks
     where normalised = $1 and customer_id <> $2 and ($3 = '' or pincode = '' or pincode = $3)`),
    [normalised.text, customerId, pin],
  );
  await flagShared(
    tx,
    customerId,
    paidReferralLevels(settings),
    new Set(sharing.map((r) => r.customer_id)),
    { kind: 'address', address: address!.trim() },
    normalised.text,
  );
}

/**
 * A statement credit matched to an order: its UPI payer (read from the narration) kept for the
 * order's customer, and links to relatives paid for by the same payer flagged.
 */
export async function notePayer(
  tx: Queryable,
  orderId: string,
  credit: { line: number; date: string; narration: string },
): Promise<void> {
  const payerName = upiPayerName(credit.narration);
  if (!payerName) return;
  const [order] = await tx.query<{ customer_id: string }>('select customer_id from orders where id = $1', [
    orderId,
  ]);
  if (!order) return;
  const customerId = order.customer_id;
  const statementLine = `Statement line ${credit.line}, ${credit.date}: ${credit.narration}`;
  await tx.query(
    `insert into referral_payer_marks (customer_id, payer_name, statement_line) values ($1, $2, $3)
     on conflict (customer_id, payer_name) do nothing`,
    [customerId, payerName, statementLine],
  );
  const settings = await reviewing(tx);
  if (!settings) return;
  const sharing = await tx.query<{ customer_id: string }>(
    'select customer_id from referral_payer_marks where payer_name = $1 and customer_id <> $2',
    [payerName, customerId],
  );
  await flagShared(
    tx,
    customerId,
    paidReferralLevels(settings),
    new Set(sharing.map((r) => r.customer_id)),
    { kind: 'payer_name', payerName, statementLine },
    payerName,
  );
}

/**
 * A member who just joined (registered, or added by the admin): links to uplines who signed in on
 * the device they registered on are flagged, and when their parent has gained the burst's number
 * of members within its hours, every member of that burst is flagged against all their uplines.
 * `deviceDigest`: the digest of the registering browser's device cookie (none for the admin's add).
 */
export async function noteJoin(
  tx: Queryable,
  memberId: string,
  { deviceDigest }: { deviceDigest: string | null },
): Promise<void> {
  const settings = await reviewing(tx);
  if (!settings) return;
  const depth = paidReferralLevels(settings);
  const uplines = await uplinesOf(tx, memberId, depth);
  if (uplines.length === 0) return;
  if (deviceDigest) {
    const known = await tx.query<{ id: string }>(
      // The phone read out of the account name, so the customer is found by its unique index.
      `select c.id from trusted_devices d join customers c on c.phone = substr(d.account, 10)
       where d.device_hash = $1 and d.account like 'customer:%'`,
      [deviceDigest],
    );
    const sharing = new Set(known.map((r) => r.id));
    for (const upline of uplines)
      if (sharing.has(upline.id))
        await flagLink(tx, { memberId, uplineId: upline.id }, { kind: 'device' }, deviceDigest);
  }
  await flagBurst(tx, memberId, settings, depth);
}

async function flagBurst(
  tx: Queryable,
  memberId: string,
  settings: LoyaltySettings,
  depth: number,
): Promise<void> {
  const hours = settings.referralBurstHours;
  const burst = await tx.query<{ id: string; parent_code: string }>(
    `select s.id, p.code as parent_code
     from customers m join customers p on p.id = m.parent_id
     join customers s on s.parent_id = m.parent_id and s.joined_at > m.joined_at - make_interval(hours => $2)
       and s.joined_at <= m.joined_at
     where m.id = $1`,
    [memberId, hours],
  );
  if (burst.length < settings.referralBurstMembers) return;
  const evidence: FlagEvidence = {
    kind: 'burst',
    parentCode: burst[0]!.parent_code,
    members: burst.length,
    hours,
  };
  const key = `${burst[0]!.parent_code}:${hours}`;
  for (const member of burst)
    for (const upline of await uplinesOf(tx, member.id, depth))
      await flagLink(tx, { memberId: member.id, uplineId: upline.id }, evidence, key);
}
