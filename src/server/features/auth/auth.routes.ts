import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLoginSchema, customerLoginSchema, registerSchema } from '../../../domain/auth.schemas';
import { messages } from '../../../domain/messages';
import { sessionUserSchema } from '../../../domain/user';
import type { AppContext } from '../../context';
import { AppError, errorBodySchema } from '../../errors';
import { onlySignedIn } from '../../auth/guards';
import { failureLimit, rateLimit } from '../../auth/rate-limit';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  sessionToken,
  setSessionCookie,
} from '../../auth/sessions';
import { createAuthService } from './auth.service';

const userResponse = z.object({ user: sessionUserSchema });
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const auth = createAuthService(db);
  const { loginPerAddress, loginPerAccount, registrationsPerAddress } = config.limits;
  const byAddress = (request: { ip: string }) => request.ip;
  /** Wrong passwords are limited per address and per account from that address; successes are free. */
  const loginLimits = (account: (body: Record<string, unknown>) => unknown) => {
    const accountAt = (request: FastifyRequest) => {
      const name = String(account((request.body ?? {}) as Record<string, unknown>) ?? '');
      return name ? `${name}@${request.ip}` : null;
    };
    const limits = [
      failureLimit(db, {
        name: 'login-failures:ip',
        key: byAddress,
        limit: loginPerAddress,
        windowSeconds: 600,
      }),
      failureLimit(db, {
        name: 'login-failures:account',
        key: accountAt,
        limit: loginPerAccount,
        windowSeconds: 600,
      }),
    ];
    return {
      preHandler: limits.map((limit) => limit.guard),
      /** Runs a sign-in, counting it against both limits when it fails. */
      async attempt<T>(request: FastifyRequest, signIn: () => Promise<T>): Promise<T> {
        try {
          return await signIn();
        } catch (error) {
          await Promise.all(limits.map((limit) => limit.countFailure(request)));
          throw error;
        }
      },
    };
  };
  const customerLogin = loginLimits((body) => body.phone);
  const adminLogin = loginLimits((body) => body.username);

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a customer and sign them in',
        body: registerSchema,
        response: { 201: userResponse, ...errors },
      },
      preHandler: rateLimit(db, [
        { name: 'register:ip', key: byAddress, limit: registrationsPerAddress, windowSeconds: 3600 },
      ]),
    },
    async (request, reply) => {
      const user = await auth.register(request.body).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        request.log.error({ err: error }, 'registration failed');
        throw new AppError('INTERNAL', messages.register.failed);
      });
      setSessionCookie(reply, await createSession(db, { customerId: user.id }), config.secureCookies);
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
      preHandler: customerLogin.preHandler,
    },
    async (request, reply) => {
      const user = await customerLogin.attempt(request, () =>
        auth.loginCustomer(request.body.phone, request.body.password),
      );
      setSessionCookie(reply, await createSession(db, { customerId: user.id }), config.secureCookies);
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
      preHandler: adminLogin.preHandler,
    },
    async (request, reply) => {
      const user = await adminLogin.attempt(request, () =>
        auth.loginAdmin(request.body.username, request.body.password),
      );
      setSessionCookie(reply, await createSession(db, { adminId: user.id }), config.secureCookies);
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
        response: { 200: userResponse, 401: errorBodySchema },
      },
      preHandler: onlySignedIn,
    },
    async (request) => ({ user: request.user! }),
  );
};
