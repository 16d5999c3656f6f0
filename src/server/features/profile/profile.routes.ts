import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordSchema, profileSchema } from '../../../domain/profile.schemas';
import { CHALLENGE_HEADER, PROOF_HEADER } from '../../../domain/proof-of-work';
import { languageSchema } from '../../../domain/user';
import { customerUserSchema } from '../../../domain/user';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { SESSION_SECURITY } from '../../openapi';
import { onlyCustomers, requireCustomer } from '../../auth/guards';
import { LOGIN_WINDOW_SECONDS } from '../../auth/login-throttle';
import { createChallengeGate } from '../../auth/challenge-gate';
import { sessionToken } from '../../auth/sessions';
import { tokenDigest } from '../../auth/tokens';
import { createProfileService } from './profile.service';

const forCustomers = {
  401: errorBodySchema.describe('Not signed in'),
  403: errorBodySchema.describe('Signed in as an admin (or a request from another website)'),
};

/** The signed-in customer's own profile (DESIGN 7): name and address, and their password. */
export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const profile = createProfileService(db);
  const throttled = createChallengeGate(db, config.limits.proofOfWorkIterations);
  // Before the body is checked: a guest hears 401, not what was wrong with the form.
  app.addHook('onRequest', onlyCustomers);

  app.put(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change your name and delivery address',
        security: SESSION_SECURITY,
        body: profileSchema,
        response: { 200: z.object({ user: customerUserSchema }), ...forCustomers },
      },
    },
    async (request) => ({ user: await profile.update(requireCustomer(request).id, request.body) }),
  );

  app.put(
    '/profile/language',
    {
      schema: {
        tags: ['profile'],
        summary: 'Choose the language you read the shop in (applied when you sign in anywhere)',
        security: SESSION_SECURITY,
        body: z.object({ language: languageSchema }),
        response: {
          200: z.object({ user: customerUserSchema }),
          400: errorBodySchema.describe('Not a language the shop speaks'),
          ...forCustomers,
        },
      },
    },
    async (request) => ({
      user: await profile.saveLanguage(requireCustomer(request).id, request.body.language),
    }),
  );

  app.put(
    '/profile/password',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change your password: the current one first; signs out your other devices',
        security: SESSION_SECURITY,
        body: changePasswordSchema,
        response: {
          204: z.null(),
          400: errorBodySchema.describe('The current password is wrong, or the new one breaks a rule'),
          ...forCustomers,
          428: errorBodySchema.describe(
            `Too many wrong current passwords from this session: send the request again with the challenge in ${CHALLENGE_HEADER} solved, in ${PROOF_HEADER}`,
          ),
        },
      },
    },
    async (request, reply) => {
      const customer = requireCustomer(request);
      const session = sessionToken(request)!;
      // Wrong current passwords are limited per session, as sign-in limits an account's: a stolen
      // session that guesses pays for it, and never makes the owner's own session do any work.
      const perSession = {
        key: `password-change:session:${tokenDigest(session)}`,
        limit: config.limits.loginPerAccount,
        windowSeconds: LOGIN_WINDOW_SECONDS,
      };
      await throttled(
        request,
        reply,
        { scope: `password-change:${customer.id}`, buckets: [perSession] },
        () => profile.changePassword(customer.id, session, request.body),
      );
      return reply.status(204).send(null);
    },
  );
};
