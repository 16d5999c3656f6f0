import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLoginSchema, customerLoginSchema, registerSchema } from '../../../domain/auth.schemas';
import { messages } from '../../../domain/messages';
import { sessionUserSchema } from '../../../domain/user';
import { SESSION_SECURITY } from '../../openapi';
import type { AppContext } from '../../context';
import { AppError, errorBodySchema } from '../../errors';
import { onlySignedIn } from '../../auth/guards';
import { failureLimits, rateLimit } from '../../auth/rate-limit';
import {
  clearSessionCookie,
  deleteSession,
  replaceSession,
  sessionToken,
  setSessionCookie,
  type SessionOwner,
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
    /** Runs a sign-in, counting it against both limits unless it succeeds. */
    return failureLimits(db, [
      { name: 'login-failures:ip', key: byAddress, limit: loginPerAddress, windowSeconds: 600 },
      { name: 'login-failures:account', key: accountAt, limit: loginPerAccount, windowSeconds: 600 },
    ]);
  };
  /** Opens the new session (ending the caller's old one) and sets its cookie. */
  const startSession = async (request: FastifyRequest, reply: FastifyReply, owner: SessionOwner) =>
    setSessionCookie(reply, await replaceSession(db, sessionToken(request), owner), config.secureCookies);
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
        throw new AppError('INTERNAL', messages.register.failed, undefined, { cause: error });
      });
      await startSession(request, reply, { customerId: user.id });
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
      const user = await customerLogin(request, reply, () =>
        auth.loginCustomer(request.body.phone, request.body.password),
      );
      await startSession(request, reply, { customerId: user.id });
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
      const user = await adminLogin(request, reply, () =>
        auth.loginAdmin(request.body.username, request.body.password),
      );
      await startSession(request, reply, { adminId: user.id });
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
    async (request) => ({ user: request.user! }),
  );
};
