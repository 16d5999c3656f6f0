import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { referralReviewMessages } from '../../../domain/messages';
import {
  REFERRAL_DECISIONS,
  referralDecisionSchema,
  referralFlagSchema,
  referralReviewPageSchema,
  referralReviewQuerySchema,
} from '../../../domain/referral-review.schemas';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { onlyAdmins, requireAdmin } from '../../auth/guards';
import { decideReferralFlag } from '../../workflows/decide-referral-flag.workflow';
import { referralReviewPage } from './review-list';

/** Admin: referrals flagged for review (docs/decisions/081), and the owner's clear or reject. */
export const referralReviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyAdmins);
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

  app.get(
    '/admin/referral-review',
    {
      schema: {
        tags: ['admin: customers'],
        summary: 'Referral links flagged for review, of one status, newest first, with their evidence',
        querystring: referralReviewQuerySchema,
        response: { 200: referralReviewPageSchema, ...errors },
      },
    },
    async (request) => referralReviewPage(db, request.query),
  );

  for (const decision of REFERRAL_DECISIONS) {
    app.post(
      `/admin/referral-review/:id/${decision}`,
      {
        schema: {
          tags: ['admin: customers'],
          summary:
            decision === 'clear'
              ? "Clear a flagged referral: the upline's held rewards follow the return window"
              : "Reject a flagged referral: the upline's held rewards are voided, and none are paid again",
          params: z.object({ id: z.string().max(20) }),
          body: referralDecisionSchema,
          response: {
            200: z.object({
              status: referralFlagSchema.shape.status,
              changed: z.boolean(),
              message: z.string(),
            }),
            ...errors,
          },
        },
      },
      async (request) => {
        const decided = await decideReferralFlag(
          db,
          request.params.id,
          decision,
          requireAdmin(request).id,
          request.body.note || null,
        );
        const message = !decided.changed
          ? referralReviewMessages.alreadyDecided(decided.status === 'rejected' ? 'rejected' : 'cleared')
          : decision === 'clear'
            ? referralReviewMessages.cleared
            : referralReviewMessages.rejected;
        return { ...decided, message };
      },
    );
  }
};
