import type { Resolver } from 'react-hook-form';
import {
  leaderboardSettingsSchema,
  type LeaderboardConfig,
  type LeaderboardSettings,
} from '../../../../domain/leaderboard.schemas';

/** What the admin types: the numbers as text, exactly as in the inputs. */
export interface ConfigFormValues {
  topCount: string;
  offerTitle: string;
  offerDescription: string;
  offerDiscountPercentage: string;
  isActive: boolean;
}

export const toFormValues = (config: LeaderboardSettings): ConfigFormValues => ({
  topCount: String(config.topCount),
  offerTitle: config.offerTitle,
  offerDescription: config.offerDescription,
  offerDiscountPercentage: String(config.offerDiscountPercentage),
  isActive: config.isActive,
});

/** NaN for an empty or non-numeric box, so the schema refuses it with its message. */
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[%\s]/g, '')));

export const toSettings = (values: ConfigFormValues) => ({
  ...values,
  topCount: number(values.topCount),
  offerDiscountPercentage: number(values.offerDiscountPercentage),
});

/** The shared schema checks the form (SPEC 9's ranges): one message at a time, on its input. */
export const configResolver: Resolver<ConfigFormValues, unknown, LeaderboardSettings> = (values) => {
  const result = leaderboardSettingsSchema.safeParse(toSettings(values));
  if (result.success) return { values: result.data, errors: {} };
  const issue = result.error.issues[0]!;
  const field = String(issue.path[0]) as keyof ConfigFormValues;
  return { values: {}, errors: { [field]: { type: 'validate', message: issue.message } } };
};

/**
 * The offer as customers would see it with these values, unsaved: null while it is switched off or
 * a number is not yet valid (the preview then shows the board without a highlight).
 */
export function previewConfig(values: ConfigFormValues): LeaderboardConfig | null {
  const result = leaderboardSettingsSchema.safeParse(toSettings(values));
  if (!result.success || !result.data.isActive) return null;
  const { isActive: _active, ...config } = result.data;
  return config;
}
