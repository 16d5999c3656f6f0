import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '../../../../domain/messages';
import { paiseToRupeesText, parseRupees } from '../../../../domain/money';
import { loyaltySettingsSchema, type LoyaltySettingsInput } from '../../../../domain/settings.schemas';

/** What the admin types: rupees and percentages as text, exactly as in the inputs. */
export interface SettingsFormValues {
  pointValue: string;
  pointMoneyPerPoint: string;
  redemptionCapPercent: string;
  referralPercents: { value: string }[];
  referralDepth: string;
  multiLevelReferrals: boolean;
  silver: string;
  gold: string;
  diamond: string;
  storeUpiId: string;
  storeUpiName: string;
  returnWindowDays: string;
  referralReview: boolean;
  referralBurstMembers: string;
  referralBurstHours: string;
  /** Months after which points expire; empty: never. */
  pointsExpireAfterMonths: string;
}

/** Thresholds are round sums: ₹10000 reads better than ₹10000.00. */
const wholeRupeesText = (paise: number) => paiseToRupeesText(paise).replace(/\.00$/, '');

export function toFormValues(settings: LoyaltySettingsInput): SettingsFormValues {
  return {
    pointValue: paiseToRupeesText(settings.pointValuePaise),
    pointMoneyPerPoint: paiseToRupeesText(settings.pointMoneyPerPointPaise),
    redemptionCapPercent: String(settings.redemptionCapPercent),
    referralPercents: settings.referralPercents.map((percent) => ({ value: String(percent) })),
    referralDepth: String(settings.referralDepth),
    multiLevelReferrals: settings.multiLevelReferrals,
    silver: wholeRupeesText(settings.tierThresholds.silverPaise),
    gold: wholeRupeesText(settings.tierThresholds.goldPaise),
    diamond: wholeRupeesText(settings.tierThresholds.diamondPaise),
    storeUpiId: settings.storeUpiId,
    storeUpiName: settings.storeUpiName,
    returnWindowDays: String(settings.returnWindowDays),
    referralReview: settings.referralReview,
    referralBurstMembers: String(settings.referralBurstMembers),
    referralBurstHours: String(settings.referralBurstHours),
    pointsExpireAfterMonths: settings.pointsExpireAfterMonths ? String(settings.pointsExpireAfterMonths) : '',
  };
}

/** NaN for an empty box or one that holds no exact amount, so the schema refuses it (and we say why). */
const paise = (text: string) => {
  const parsed = parseRupees(text);
  return parsed.ok ? parsed.paise : Number.NaN;
};
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[%\s]/g, '')));

/** An empty expiry box is "never". */
export const expiryMonths = (text: string) => (text.trim() === '' ? null : number(text));

export function toSettingsInput(values: SettingsFormValues): LoyaltySettingsInput {
  return {
    pointValuePaise: paise(values.pointValue),
    pointMoneyPerPointPaise: paise(values.pointMoneyPerPoint),
    redemptionCapPercent: number(values.redemptionCapPercent),
    referralPercents: values.referralPercents.map((level) => number(level.value)),
    referralDepth: number(values.referralDepth),
    multiLevelReferrals: values.multiLevelReferrals,
    tierThresholds: {
      silverPaise: paise(values.silver),
      goldPaise: paise(values.gold),
      diamondPaise: paise(values.diamond),
    },
    storeUpiId: values.storeUpiId,
    storeUpiName: values.storeUpiName,
    returnWindowDays: number(values.returnWindowDays),
    referralReview: values.referralReview,
    referralBurstMembers: number(values.referralBurstMembers),
    referralBurstHours: number(values.referralBurstHours),
    pointsExpireAfterMonths: expiryMonths(values.pointsExpireAfterMonths),
  };
}

/** Schema paths to the input that shows them, and the name the message uses. */
function fieldOf(path: PropertyKey[]): { field: string; label: string } {
  const [head, sub] = path.map(String);
  switch (head) {
    case 'pointValuePaise':
      return { field: 'pointValue', label: 'Point value' };
    case 'pointMoneyPerPointPaise':
      return { field: 'pointMoneyPerPoint', label: 'Point money per point' };
    case 'redemptionCapPercent':
      return { field: 'redemptionCapPercent', label: 'Redemption cap' };
    case 'referralPercents':
      return sub === undefined
        ? { field: 'referralPercents.0.value', label: 'Referral percentages' }
        : { field: `referralPercents.${sub}.value`, label: `Level ${Number(sub) + 1} percentage` };
    case 'referralDepth':
    case 'multiLevelReferrals':
      return {
        field: head,
        label: head === 'referralDepth' ? 'Referral depth' : 'Multi-level referral rewards',
      };
    case 'tierThresholds': {
      const tier = sub === 'goldPaise' ? 'gold' : sub === 'diamondPaise' ? 'diamond' : 'silver';
      return { field: tier, label: `${tier[0]!.toUpperCase()}${tier.slice(1)} threshold` };
    }
    case 'returnWindowDays':
      return { field: 'returnWindowDays', label: 'Return window' };
    case 'referralReview':
      return { field: head, label: 'Referral review' };
    case 'referralBurstMembers':
      return { field: head, label: 'Members per parent' };
    case 'referralBurstHours':
      return { field: head, label: 'Within hours' };
    case 'pointsExpireAfterMonths':
      return { field: 'pointsExpireAfterMonths', label: 'Points expire after' };
    case 'storeUpiId':
      return { field: 'storeUpiId', label: 'Store UPI id' };
    default:
      return { field: 'storeUpiName', label: 'Name shown on UPI' };
  }
}

/** Zod's own wording is for developers; the schema's custom messages are kept as written. */
function readable(issue: z.core.$ZodIssue, label: string): string {
  const { message } = issue;
  if (issue.code === 'invalid_type') {
    return issue.expected === 'int'
      ? `${label} must be a whole number`
      : `${label}: ${messages.product.notANumber}`;
  }
  if (issue.code === 'too_small' && message.startsWith('Too small')) {
    return issue.origin === 'string'
      ? `Please enter the ${label.toLowerCase()}`
      : `${label} must be at least ${String(issue.minimum)}`;
  }
  if (issue.code === 'too_big' && message.startsWith('Too big')) {
    return issue.origin === 'string'
      ? `${label} is too long`
      : `${label} must be at most ${String(issue.maximum)}`;
  }
  if (message.startsWith('Must ')) return `${label} must ${message.slice(5)}`;
  return message;
}

/** The shared loyaltySettingsSchema validates the form: one rule, one message at a time. */
export const settingsResolver: Resolver<SettingsFormValues, unknown, LoyaltySettingsInput> = (values) => {
  const input = toSettingsInput(values);
  const result = loyaltySettingsSchema.safeParse(input);
  if (result.success) return { values: result.data, errors: {} };
  const issue = result.error.issues[0]!;
  const { field, label } = fieldOf(issue.path);
  const error = { type: 'validate', message: readable(issue, label) };
  const parts = field.split('.');
  const errors: FieldErrors<SettingsFormValues> =
    parts.length === 3
      ? { referralPercents: Object.assign([], { [Number(parts[1])]: { value: error } }) }
      : { [field]: error };
  return { values: {}, errors };
};
