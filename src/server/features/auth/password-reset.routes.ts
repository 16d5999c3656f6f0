import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  passwordResetSchema,
  resetLinkQuerySchema,
  resetLinkStatusSchema,
} from '../../../domain/profile.schemas';
import { CHALLENGE_HEADER, PROOF_HEADER } from '../../../domain/proof-of-work';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { addressKey } from '../../auth/client-address';
import { LOGIN_WINDOW_SECONDS } from '../../auth/login-throttle';
import { createChallengeGate, type Gate } from '../../auth/challenge-gate';
import { createPasswordResetService } from './password-reset.service';

const refusals = {
  400: errorBodySchema.describe(
    'Not a valid reset link (unknown or forged), or the new password breaks a rule',
  ),
  403: errorBodySchema.describe('The account has been disabled'),
  410: errorBodySchema.describe('The link has expired or has already been used'),
  428: errorBodySchema.describe(
    `Too many unusable links from this address: send the request again with the challenge in ${CHALLENGE_HEADER} solved, in ${PROOF_HEADER}`,
  ),
};

/**
 * A customer's reset link (the admin makes it: POST /api/admin/customers/:id/reset-link). Links
 * that cannot be used count against the caller's address, as wrong passwords do at sign-in, so
 * tokens cannot be tried at speed (they are 32 random bytes: the limit is a second fence); past the
 * limit a request carries a solved challenge (challenge-gate.ts), so a shared address never keeps
 * a customer from their link.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const resets = createPasswordResetService(db);
  const throttled = createChallengeGate(db, config.limits.proofOfWorkIterations);
  const failures = (ip: string): Gate => ({
    scope: 'password-reset',
    buckets: [
      {
        key: `password-reset:address:${addressKey(ip)}`,
        limit: config.limits.loginPerAddress,
        windowSeconds: LOGIN_WINDOW_SECONDS,
      },
    ],
  });

  app.get(
    '/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: "Is this reset link usable? Until when, and the customer's first name",
        querystring: resetLinkQuerySchema,
        response: { 200: resetLinkStatusSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const status = await throttled(request, reply, failures(request.ip), () =>
        resets.check(request.query.token),
      );
      // The answer names the customer: no copy of it is kept anywhere.
      void reply.header('cache-control', 'no-store');
      return status;
    },
  );

  app.post(
    '/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: "Set a new password through a reset link: uses the link up and ends the customer's sessions",
        body: passwordResetSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      request.sessionsEndedOf = await throttled(request, reply, failures(request.ip), () =>
        resets.reset(token, password),
      );
      return reply.status(204).send(null);
    },
  );
};
