import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loyaltySettingsSchema,
  publicSettingsSchema,
  scaleLabelLayoutSchema,
} from '../../../domain/settings.schemas';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { onlyAdmins, requireAdmin } from '../../auth/guards';
import { referralTermsFactsSchema } from '../../../domain/referral-terms.schemas';
import {
  loadLoyaltySettings,
  loadPublicSettings,
  loadReferralTermsFacts,
  saveLoyaltySettings,
} from './loyalty-settings';
import { loadScaleLabelLayout, saveScaleLabelLayout } from './scale-label-settings';

/** Anyone: the loyalty numbers the shop's screens explain points with (DESIGN 4: a setting, not a literal). */
export const publicSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'How point money becomes points, what a point is worth, how much of an order points may pay',
        response: { 200: z.object({ settings: publicSettingsSchema }) },
      },
    },
    async () => ({ settings: await loadPublicSettings(db) }),
  );

  app.get(
    '/referral-terms',
    {
      schema: {
        tags: ['loyalty'],
        summary:
          'What the public referral terms say: the paid levels and percentages, a point’s worth, the return window',
        response: { 200: z.object({ terms: referralTermsFactsSchema }) },
      },
    },
    async () => ({ terms: await loadReferralTermsFacts(db) }),
  );
};

/** Admin: the loyalty settings. Changes apply to events from now on; history is never rewritten. */
export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyAdmins);
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

  app.get(
    '/admin/settings',
    {
      schema: {
        tags: ['admin: settings'],
        summary: 'Loyalty settings',
        response: { 200: z.object({ settings: loyaltySettingsSchema }), ...errors },
      },
    },
    async () => ({ settings: await loadLoyaltySettings(db) }),
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags: ['admin: settings'],
        summary: 'Change the loyalty settings (audited)',
        body: loyaltySettingsSchema,
        response: { 200: z.object({ settings: loyaltySettingsSchema }), ...errors },
      },
    },
    async (request) => ({ settings: await saveLoyaltySettings(db, requireAdmin(request).id, request.body) }),
  );

  app.get(
    '/admin/settings/scale-label',
    {
      schema: {
        tags: ['admin: settings'],
        summary: "How the shop's weighing scale lays out its labels (item code digits; price or weight)",
        response: { 200: z.object({ scaleLabel: scaleLabelLayoutSchema }), ...errors },
      },
    },
    async () => ({ scaleLabel: await loadScaleLabelLayout(db) }),
  );

  app.put(
    '/admin/settings/scale-label',
    {
      schema: {
        tags: ['admin: settings'],
        summary: "Change the scale's label layout (audited); existing scale item codes are not rewritten",
        body: scaleLabelLayoutSchema,
        response: { 200: z.object({ scaleLabel: scaleLabelLayoutSchema }), ...errors },
      },
    },
    async (request) => ({
      scaleLabel: await saveScaleLabelLayout(db, requireAdmin(request).id, request.body),
    }),
  );
};
