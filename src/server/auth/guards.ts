import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../domain/messages';
import type { AdminUser, CustomerUser, SessionUser } from '../../domain/user';
import type { Queryable } from '../db/client';
import { AppError } from '../errors';
import { findSessionUser, sessionToken } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, resolved from the session cookie; null for guests. */
    user: SessionUser | null;
  }
}

/** Resolves the session user for every request in this scope (only when a cookie is present). */
export function registerSessionUser(app: FastifyInstance, db: Queryable): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = sessionToken(request);
    request.user = token ? await findSessionUser(db, token) : null;
  });
}

function signedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', messages.api.notSignedIn);
  return request.user;
}

export function requireCustomer(request: FastifyRequest): CustomerUser {
  const user = signedIn(request);
  if (user.role !== 'customer') throw new AppError('FORBIDDEN', messages.api.forbidden);
  return user;
}

export function requireAdmin(request: FastifyRequest): AdminUser {
  const user = signedIn(request);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', messages.api.forbidden);
  return user;
}

/** preHandler hooks for whole route groups. */
export const onlyAdmins = async (request: FastifyRequest) => void requireAdmin(request);
export const onlyCustomers = async (request: FastifyRequest) => void requireCustomer(request);
export const onlySignedIn = async (request: FastifyRequest) => void signedIn(request);
