import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loyaltySettingsSchema } from '../../../domain/settings.schemas';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { onlyAdmins, requireAdmin } from '../../auth/guards';
import { recordAudit } from '../../audit/audit-log';
import { loadLoyaltySettings } from './loyalty-settings';

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
    async (request) => {
      const admin = requireAdmin(request);
      const s = request.body;
      await db.transaction(async (tx) => {
        const before = await loadLoyaltySettings(tx);
        await tx.query(
          `update settings set point_value_paise = $1, point_money_per_point_paise = $2, redemption_cap_percent = $3,
             referral_percents = $4, silver_threshold_paise = $5, gold_threshold_paise = $6, diamond_threshold_paise = $7,
             store_upi_id = $8, store_upi_name = $9, updated_at = now(), updated_by = $10`,
          [
            s.pointValuePaise,
            s.pointMoneyPerPointPaise,
            s.redemptionCapPercent,
            JSON.stringify(s.referralPercents),
            s.tierThresholds.silverPaise,
            s.tierThresholds.goldPaise,
            s.tierThresholds.diamondPaise,
            s.storeUpiId,
            s.storeUpiName,
            admin.id,
          ],
        );
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'settings.update',
          entity: 'settings',
          entityId: null,
          details: { before, after: s },
        });
      });
      return { settings: await loadLoyaltySettings(db) };
    },
  );
};
