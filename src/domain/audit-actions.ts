import { formatPaise } from './money';

/**
 * What the audit log's rows say, in the admin's words, in one place (issue 12, item 10): each kind
 * of thing an admin changes, and each action on it as it is stored in audit_log.action (some are
 * written "entity.action", older ones just "action"), with its label. An action not listed here
 * still reads sensibly (`auditActionLabel`'s fallback), so a new audited change never breaks the screen.
 */
export const AUDIT_KINDS = {
  customer: {
    label: 'Customers',
    actions: {
      'customer.create': 'Customer added',
      'customer.update': 'Details changed',
      'customer.parent': 'Parent changed',
      'customer.tier': 'Tier changed',
      'customer.points': 'Points changed',
      'customer.password': 'Password set',
      'customer.reset_link': 'Reset link made',
      'customer.enable': 'Customer enabled',
      'customer.disable': 'Customer disabled',
      'customer.delete': 'Customer deleted',
      'customer.approve': 'Registration approved',
      'customer.reject': 'Registration rejected',
      'customer.credit': 'Credit limit changed',
      'customer.khata_settlement': 'Khata settlement recorded',
      'customer.referral_clear': 'Referral flag cleared',
      'customer.referral_reject': 'Referral flag rejected',
    },
  },
  order: {
    label: 'Orders',
    actions: {
      'order.phone': 'Phone order entered',
      'order.counter': 'Counter sale',
      'order.approve': 'Order approved',
      'order.reject': 'Order rejected',
      'order.ship': 'Order shipped',
      'order.deliver': 'Delivery confirmed',
      'order.cancel': 'Order cancelled',
      'order.refund': 'Order refunded',
      'order.part_refund': 'Order part refunded',
      'order.mark_paid': 'Payment recorded',
      'order.mark_unpaid': 'Payment record corrected',
      'payment.record': 'Payment entered',
      'statement.match': 'Paid from a bank credit',
    },
  },
  product: {
    label: 'Products',
    actions: { create: 'Product added', update: 'Product changed', delete: 'Product deleted' },
  },
  category: {
    label: 'Categories',
    actions: { create: 'Category added', update: 'Category changed', delete: 'Category deleted' },
  },
  service: {
    label: 'Services',
    actions: {
      create: 'Service added',
      update: 'Service changed',
      activate: 'Service turned on',
      deactivate: 'Service turned off',
      delete: 'Service deleted',
    },
  },
  offer: {
    label: 'Offers',
    actions: {
      'offer.create': 'Offer added',
      'offer.update': 'Offer changed',
      'offer.delete': 'Offer deleted',
    },
  },
  settings: {
    label: 'Settings',
    actions: {
      'settings.update': 'Loyalty settings changed',
      'settings.scale_label': 'Scale label layout changed',
    },
  },
  leaderboard_config: {
    label: 'Leaderboard offer',
    actions: { 'leaderboard_config.update': 'Leaderboard offer changed' },
  },
  statement: {
    label: 'Bank statements',
    actions: {
      'statement.upload': 'Statement applied',
      'statement.mapping': 'Statement columns remembered',
    },
  },
  statement_credit: {
    label: 'Bank credits',
    actions: {
      'statement.dismiss': 'Bank credit dismissed',
      'statement.settle': 'Bank credit settled a khata',
    },
  },
  club_tier: { label: 'Club showcases', actions: { replace: 'Club showcase saved' } },
  content_page: { label: 'Pages', actions: { update: 'Page edited' } },
  contact_message: { label: 'Messages', actions: { handle: 'Message marked handled' } },
  admin_user: {
    label: 'Admins and staff',
    actions: {
      reset_password: 'Admin password reset',
      'staff.create': 'Staff member added',
      'staff.disable': 'Staff member disabled',
      'staff.enable': 'Staff member enabled',
      'staff.password': 'Staff password set',
    },
  },
  demo_data: { label: 'Demo data', actions: { 'demo_data.remove': 'Demo data removed' } },
} as const satisfies Record<string, { label: string; actions: Record<string, string> }>;

export type AuditEntity = keyof typeof AUDIT_KINDS;
export const AUDIT_ENTITIES = Object.keys(AUDIT_KINDS) as AuditEntity[];

/** "reset_password" → "Reset password"; "leaderboard_config" → "Leaderboard config". */
function words(identifier: string): string {
  const spaced = identifier
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const isKnownEntity = (entity: string): entity is AuditEntity => Object.hasOwn(AUDIT_KINDS, entity);

/** The label of a stored action: 'customer.points' → 'Points changed'; unknown ones in plain words. */
export function auditActionLabel(entity: string, action: string): string {
  if (isKnownEntity(entity)) {
    const actions: Readonly<Record<string, string>> = AUDIT_KINDS[entity].actions;
    if (Object.hasOwn(actions, action)) return actions[action]!;
  }
  const bare = action.startsWith(`${entity}.`) ? action.slice(entity.length + 1) : action;
  return `${words(entity)}: ${words(bare).toLowerCase()}`;
}

/** The name of a kind of thing: 'customer' → 'Customers'. */
export function auditEntityLabel(entity: string): string {
  return isKnownEntity(entity) ? AUDIT_KINDS[entity].label : words(entity);
}

/** One line of a row's details: a field that changed (before → after) or a fact about the change. */
export interface AuditChange {
  field: string;
  before?: string;
  after?: string;
  value?: string;
}

const FIELD_LABELS: Record<string, string> = {
  mrpPaise: 'MRP',
  pricePaise: 'Company price',
  dummyPricePaise: 'Dummy price',
  stockQuantity: 'Stock',
  parentCode: 'Parent code',
  hasPassword: 'Has a password',
  reserved: 'Reserved (no password)',
  sessionsEnded: 'Sessions ended',
  expiresAt: 'Expires',
  paidAt: 'Paid at',
  pointValuePaise: 'Point value',
  pointMoneyPerPointPaise: 'Point money per point',
  redemptionCapPercent: 'Redemption cap (%)',
  referralPercents: 'Referral shares (%)',
  storeUpiId: 'Store UPI id',
  storeUpiName: 'Store UPI name',
  multiLevelReferrals: 'Multi-level referrals',
  isActive: 'Active',
  validUntil: 'Valid until',
  minTier: 'Minimum tier',
  utr: 'UTR',
  paymentId: 'Payment',
  creditId: 'Bank credit',
  statementId: 'Statement',
  settlementId: 'Settlement',
  by: 'Matched by',
};

/** A field's name in the admin's words: 'stockQuantity' → 'Stock', 'silverPaise' → 'Silver'. */
export function auditFieldLabel(key: string): string {
  return FIELD_LABELS[key] ?? words(key.replace(/Paise$/, ''));
}

/** A stored value as text: paise as rupees, yes/no, lists and small objects inline, none as '—'. */
export function auditValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number')
    return key.endsWith('Paise') ? formatPaise(value) : value.toLocaleString('en-IN');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((item) => auditValue(key, item)).join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${auditFieldLabel(k)} ${auditValue(k, v)}`)
      .join(', ');
  return key === 'status' ? words(String(value)) : String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A row's details as lines to read: for `before` and `after` (and an order's `from` and `to`), each
 * field that differs, with both values (a creation has only `after`, a deletion only `before`);
 * every other detail (a reason, how many sessions ended) as a plain fact.
 */
export function auditChanges(details: Record<string, unknown>): AuditChange[] {
  const { before, after, from, to, ...facts } = details;
  const changes: AuditChange[] = [];
  if (typeof from === 'string' || typeof to === 'string')
    changes.push({ field: 'Status', before: auditValue('status', from), after: auditValue('status', to) });
  if (isRecord(before) || isRecord(after)) {
    const old = isRecord(before) ? before : undefined;
    const now = isRecord(after) ? after : undefined;
    const keys = [...new Set([...Object.keys(old ?? {}), ...Object.keys(now ?? {})])];
    for (const key of keys) {
      if (old && now && JSON.stringify(old[key]) === JSON.stringify(now[key])) continue;
      changes.push({
        field: auditFieldLabel(key),
        ...(old ? { before: auditValue(key, old[key]) } : {}),
        ...(now ? { after: auditValue(key, now[key]) } : {}),
      });
    }
  }
  for (const [key, value] of Object.entries(facts))
    changes.push({ field: auditFieldLabel(key), value: auditValue(key, value) });
  return changes;
}
