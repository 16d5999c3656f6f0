import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLoginSchema, customerLoginSchema, registerSchema } from '../../../domain/auth.schemas';
import { messages } from '../../../domain/messages';
import { CHALLENGE_HEADER, PROOF_HEADER } from '../../../domain/proof-of-work';
import { sessionUserSchema } from '../../../domain/user';
import { SESSION_SECURITY } from '../../openapi';
import type { AppContext } from '../../context';
import { AppError, errorBodySchema } from '../../errors';
import { onlySignedIn } from '../../auth/guards';
import { createLoginThrottle } from '../../auth/login-throttle';
import { addressKey } from '../../auth/client-address';
import { clientGoneSignal } from '../../auth/client-gone';
import { createChallengeGate } from '../../auth/challenge-gate';
import { deviceDigest, rememberDevice, type AccountKey } from '../../auth/trusted-devices';
import {
  clearSessionCookie,
  deleteSession,
  replaceSession,
  sessionToken,
  setLanguageCookie,
  setSessionCookie,
  type SessionOwner,
} from '../../auth/sessions';
import { nextExpiryOf, nextRelease } from '../loyalty';
import { loadExpiryRule } from '../settings';
import { createAuthService } from './auth.service';

const userResponse = z.object({ user: sessionUserSchema });
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema.describe(
    'Too many sign-ins waiting for their password check: try again after Retry-After',
  ),
  428: errorBodySchema.describe(
    `Past a limit: send the request again with the challenge in ${CHALLENGE_HEADER} solved, in ${PROOF_HEADER}`,
  ),
};

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const auth = createAuthService(db);
  const throttled = createChallengeGate(db, config.limits.proofOfWorkIterations);
  /** Wrong passwords are limited per address and per account; a browser that signed in before has its own limit. */
  const signIn = createLoginThrottle(db, config.limits, throttled);
  /**
   * Opens the new session (ending the caller's old one) and sets its cookie, then makes this
   * browser known to the account (a new device cookie: its own login limit from now on).
   */
  const startSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    owner: SessionOwner,
    account: AccountKey,
  ) => {
    setSessionCookie(reply, await replaceSession(db, sessionToken(request), owner), config.secureCookies);
    await rememberDevice(db, request, reply, account, config.secureCookies);
  };

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a customer and sign them in',
        body: registerSchema,
        response: { 201: userResponse, ...errors },
      },
    },
    async (request, reply) => {
      // Every registration counts, per address; past the limit each one carries a solved challenge.
      const perAddress = {
        key: `register:ip:${addressKey(request.ip)}`,
        limit: config.limits.registrationsPerAddress,
        windowSeconds: 3600,
      };
      const user = await throttled(
        request,
        reply,
        { scope: 'register', buckets: [perAddress], countSuccess: true },
        () => auth.register(request.body, deviceDigest(request)),
      ).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        throw new AppError('INTERNAL', messages.register.failed, undefined, { cause: error });
      });
      await startSession(request, reply, { customerId: user.id }, `customer:${user.phone}`);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Customer sign-in by phone',
        body: customerLoginSchema,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { phone, password } = request.body;
      const user = await signIn(request, reply, `customer:${phone}`, () =>
        auth.loginCustomer(phone, password, clientGoneSignal(reply)),
      );
      await startSession(request, reply, { customerId: user.id }, `customer:${phone}`);
      // Their own language is this browser's from now on (docs/decisions/098).
      setLanguageCookie(reply, user.language ?? 'en', config.secureCookies);
      return { user };
    },
  );

  app.post(
    '/admin/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Admin sign-in by username',
        body: adminLoginSchema,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await signIn(request, reply, `admin:${username}`, () =>
        auth.loginAdmin(username, password, clientGoneSignal(reply)),
      );
      await startSession(request, reply, { adminId: user.id }, `admin:${username}`);
      return { user };
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], summary: 'Sign out: deletes the session', response: { 204: z.null() } } },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await deleteSession(db, token);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: SESSION_SECURITY,
        response: { 200: userResponse, 401: errorBodySchema },
      },
      preHandler: onlySignedIn,
    },
    async (request) => {
      const user = request.user!;
      if (user.role !== 'customer') return { user };
      return {
        user: {
          ...user,
          nextRelease: user.pendingPoints > 0 ? await nextRelease(db, user.id) : null,
          nextExpiry: user.points > 0 ? await nextExpiryOf(db, user.id, await loadExpiryRule(db)) : null,
        },
      };
    },
  );
};
