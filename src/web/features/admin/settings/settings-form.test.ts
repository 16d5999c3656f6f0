import { describe, expect, it } from 'vitest';
import { messages } from '../../../../domain/messages';
import { settingsResolver, toFormValues, type SettingsFormValues } from './settings-form';

const saved = toFormValues({
  pointValuePaise: 500,
  pointMoneyPerPointPaise: 500,
  redemptionCapPercent: 50,
  referralPercents: [10, 5, 2],
  referralDepth: 3,
  multiLevelReferrals: true,
  tierThresholds: { silverPaise: 1000000, goldPaise: 5000000, diamondPaise: 15000000 },
  storeUpiId: 'freshmart@sbi',
  storeUpiName: 'Fresh Mart Supermarket',
  returnWindowDays: 7,
  referralReview: true,
  referralBurstMembers: 5,
  referralBurstHours: 24,
});

/** What the Loyalty settings screen shows, and under which box, for what the admin typed. */
async function shown(change: Partial<SettingsFormValues>) {
  const result = await settingsResolver({ ...saved, ...change }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors;
}

describe('the Loyalty settings form', () => {
  it('saves the defaults as they are', async () => {
    expect(await shown({})).toEqual({});
  });

  it('says under the level that a referral percentage must be a whole number from 0 to 100', async () => {
    const errors = await shown({ referralPercents: [{ value: '10' }, { value: '10.123456' }] });
    expect(errors.referralPercents?.[1]?.value?.message).toBe('Level 2 percentage must be a whole number');
    const big = await shown({ referralPercents: [{ value: '120' }] });
    expect(big.referralPercents?.[0]?.value?.message).toBe(
      'Referral percentages must be whole numbers from 0 to 100',
    );
  });

  it('says at the depth box that the depth is a whole number from 1 to 5', async () => {
    expect((await shown({ referralDepth: '6' })).referralDepth?.message).toBe(
      'The referral depth must be a whole number from 1 to 5',
    );
    expect((await shown({ referralDepth: '' })).referralDepth?.message).toBe(
      `Referral depth: ${messages.product.notANumber}`,
    );
  });

  it('keeps the percentages the depth or the switch leave unpaid, and saves the switch', async () => {
    const result = await settingsResolver(
      { ...saved, referralDepth: '1', multiLevelReferrals: false },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.values).toMatchObject({
      referralPercents: [10, 5, 2],
      referralDepth: 1,
      multiLevelReferrals: false,
    });
  });

  it('reads amounts exactly: a decimal comma or a fraction of a paisa is refused, not guessed', async () => {
    // '5,00' was read as ₹500 (commas dropped) and '5.005' rounded to ₹5.00 without a word.
    expect((await shown({ pointValue: '5,00' })).pointValue?.message).toBe(
      `Point value: ${messages.product.notANumber}`,
    );
    expect((await shown({ pointMoneyPerPoint: '5.005' })).pointMoneyPerPoint?.message).toBe(
      `Point money per point: ${messages.product.notANumber}`,
    );
    const result = await settingsResolver({ ...saved, pointValue: '₹ 7.5', silver: '10,000' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.values).toMatchObject({
      pointValuePaise: 750,
      tierThresholds: { silverPaise: 10_000_00 },
    });
  });

  it('says under the tier box when a threshold has paise, is below ₹1 or does not rise', async () => {
    expect((await shown({ silver: '0.03' })).silver?.message).toBe('Tier thresholds must be at least ₹1');
    expect((await shown({ gold: '50000.50' })).gold?.message).toBe(
      'Tier thresholds must be whole rupees (no paise)',
    );
    expect((await shown({ diamond: '40000' })).diamond?.message).toBe(
      'Tier thresholds must rise: Silver below Gold below Diamond',
    );
  });
});
