import { z } from 'zod';
import { REFERRAL_DEPTH_CAP } from './referral-levels';
import { EXPIRY_MONTHS } from './points-expiry';
import { RETURN_WINDOW_DAYS } from './return-window';
import { wholeNumberIn } from './number-fields';
import { text } from './text-fields';

const monthsMessage = `Points expire after a whole number of months from ${EXPIRY_MONTHS.min} to ${EXPIRY_MONTHS.max}, or never`;

/**
 * The Loyalty settings' expiry field and PUT /api/admin/settings: months, or null for never; left
 * out of a request (a client older than expiry), it stays as it is.
 */
export const expiryMonthsSchema = wholeNumberIn(EXPIRY_MONTHS, monthsMessage)
  .nullable()
  .optional()
  .describe('Months after which points not spent expire; null: never; left out: unchanged');

const rupeeAmountPaise = z
  .number()
  .int()
  .min(100, 'Must be at least ₹1')
  .max(100_000_00, 'Must be at most ₹1,00,000');

/**
 * A referral level's share of the order's point money. Whole percents (docs/decisions/007): the
 * reward is floor(point money × percent / 100) in exact integer arithmetic, like the redemption cap.
 */
const referralPercent = z
  .number()
  .int('Referral percentages must be whole numbers from 0 to 100')
  .min(0, 'Referral percentages must be whole numbers from 0 to 100')
  .max(100, 'Referral percentages must be whole numbers from 0 to 100');

const depthMessage = `The referral depth must be a whole number from 1 to ${REFERRAL_DEPTH_CAP}`;

/** How many upline levels a delivery pays (DESIGN 7a, docs/decisions/030): 1 to the legal cap. */
const referralDepth = z
  .number()
  .int(depthMessage)
  .min(1, depthMessage)
  .max(REFERRAL_DEPTH_CAP, depthMessage)
  .describe(`How many upline levels a delivery pays, 1 to ${REFERRAL_DEPTH_CAP} (level 1 = the referrer)`);

const windowMessage = `The return window must be a whole number of days from ${RETURN_WINDOW_DAYS.min} to ${RETURN_WINDOW_DAYS.max}`;

/** Days after delivery that points stay pending (DESIGN 11.3, docs/decisions/074): 0 spends them at once. */
export const returnWindowSchema = wholeNumberIn(RETURN_WINDOW_DAYS, windowMessage).describe(
  'Days after delivery that points and referral rewards stay pending; 0: spendable at once',
);

/** Referral review's burst (docs/decisions/081): this many new members under one parent within the hours flags them. */
export const BURST_MEMBERS = { min: 2, max: 100 } as const;
export const BURST_HOURS = { min: 1, max: 720 } as const;
const burstMembersMessage = `Members per parent must be a whole number from ${BURST_MEMBERS.min} to ${BURST_MEMBERS.max}`;
const burstHoursMessage = `The hours must be a whole number from ${BURST_HOURS.min} to ${BURST_HOURS.max}`;

/** Lifetime spend that lifts a customer into a tier: whole rupees, ₹1 at least. */
const thresholdPaise = z
  .number()
  .min(100, 'Tier thresholds must be at least ₹1')
  .multipleOf(100, 'Tier thresholds must be whole rupees (no paise)')
  .max(1_000_000_000_00, 'Tier thresholds must be at most ₹1,00,00,00,000');

/** The Loyalty settings screen and PUT /api/admin/settings: one schema. */
export const loyaltySettingsSchema = z
  .object({
    pointValuePaise: rupeeAmountPaise,
    pointMoneyPerPointPaise: rupeeAmountPaise,
    redemptionCapPercent: z.number().int().min(0).max(100),
    referralPercents: z
      .array(referralPercent)
      .max(REFERRAL_DEPTH_CAP, `At most ${REFERRAL_DEPTH_CAP} referral levels`),
    referralDepth,
    /** Off: only the direct referrer (level 1) earns; the other percentages are kept, not paid. */
    multiLevelReferrals: z
      .boolean()
      .describe('Off: only the direct referrer (level 1) earns; the other percentages are kept, not paid'),
    tierThresholds: z.object({
      silverPaise: thresholdPaise,
      goldPaise: thresholdPaise,
      diamondPaise: thresholdPaise,
    }),
    storeUpiId: text(100).regex(/^[a-zA-Z0-9._-]{2,64}@[a-zA-Z]{2,32}$/, 'Enter a UPI id like shopname@bank'),
    storeUpiName: text(60).min(1),
    returnWindowDays: returnWindowSchema,
    referralReview: z
      .boolean()
      .describe(
        'On: referrals sharing an address, device or UPI payer with an upline, or in a burst, wait for review',
      ),
    referralBurstMembers: wholeNumberIn(BURST_MEMBERS, burstMembersMessage).describe(
      'New members under one parent within referralBurstHours that flag them for review',
    ),
    referralBurstHours: wholeNumberIn(BURST_HOURS, burstHoursMessage),
    /** DESIGN 11.3, docs/decisions/080: months after which points not spent expire; null: never. */
    pointsExpireAfterMonths: expiryMonthsSchema,
  })
  .superRefine(({ tierThresholds: t }, ctx) => {
    // Said at the first threshold that is out of line, so the form marks that box.
    const at =
      t.goldPaise <= t.silverPaise ? 'goldPaise' : t.diamondPaise <= t.goldPaise ? 'diamondPaise' : null;
    if (at)
      ctx.addIssue({
        code: 'custom',
        message: 'Tier thresholds must rise: Silver below Gold below Diamond',
        path: ['tierThresholds', at],
      });
  })
  .refine((s) => s.referralPercents.reduce((sum, p) => sum + p, 0) <= 100, {
    message: 'Referral percentages may not add up to more than 100',
    path: ['referralPercents'],
  });
export type LoyaltySettingsInput = z.infer<typeof loyaltySettingsSchema>;
export type LoyaltySettings = LoyaltySettingsInput;

/**
 * The loyalty numbers every visitor may read (GET /api/settings), so no screen writes its own:
 * how much point money makes a point, what a point is worth, how much of an order points may pay.
 */
export const publicSettingsSchema = z.object({
  pointValuePaise: z.number().int(),
  pointMoneyPerPointPaise: z.number().int(),
  redemptionCapPercent: z.number().int(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** How the shop's weighing scale lays out its labels (PUT /api/admin/settings/scale-label, docs/decisions/087). */
export const scaleLabelLayoutSchema = z.object({
  itemDigits: z
    .union([z.literal(4), z.literal(5), z.literal(6)], {
      error: 'The item code inside a label has 4, 5 or 6 digits',
    })
    .describe('Digits of the item code after the two-digit prefix 20–29'),
  carries: z
    .enum(['price', 'weight'], { error: 'A label carries the price or the weight' })
    .describe('price: the digits after the item code are the price in paise; weight: the weight in grams'),
});
