import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../domain/messages';
import type { AdminUser, CustomerUser, SessionUser } from '../../domain/user';
import type { Queryable } from '../db/client';
import { AppError } from '../errors';
import { createSessionCache } from './session-cache';
import { readSession, sessionToken } from './sessions';
import { tokenDigest } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, resolved from the session cookie; null for guests. */
    user: SessionUser | null;
    /**
     * The customer whose sessions this request ended without being signed in as them (a reset
     * link): this process forgets what it cached of them once the answer goes out.
     */
    sessionsEndedOf: string | null;
  }
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * Resolves the session user for every request in this scope (only when a cookie is present).
 * Reads (GET, HEAD) may take it from the short-lived session cache; a request that changes
 * something reads it from the database, and afterwards this process forgets what it cached of
 * the caller (a customer) or of everyone (an admin), so the next page shows the change.
 */
export function registerSessionUser(app: FastifyInstance, db: Queryable): void {
  const cache = createSessionCache();
  app.decorateRequest('user', null);
  app.decorateRequest('sessionsEndedOf', null);
  // Synchronous where the answer is at hand (a guest, a cached session): no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = sessionToken(request);
    if (!token) return done();
    const digest = tokenDigest(token);
    const cached = isRead(request) ? cache.get(digest) : undefined;
    if (cached) {
      request.user = cached;
      return done();
    }
    const readAt = cache.generation();
    readSession(db, digest).then((session) => {
      if (session) cache.set(digest, session.user, session.expiresAt, readAt);
      request.user = session?.user ?? null;
      done();
    }, done);
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.sessionsEndedOf) cache.forgetUser(request.sessionsEndedOf);
    if (!isRead(request) && request.user) {
      if (request.user.role === 'admin') cache.forgetAll();
      else cache.forgetUser(request.user.id);
    }
    done(null, payload);
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
/**
 * The routes the shop's staff may use beside the owner (DESIGN 11.2: the counter, phone orders,
 * running orders and deliveries, recording payments, looking customers up). Until staff accounts
 * exist this admits the owner alone; every other admin route stays the owner's (onlyAdmins).
 */
export const onlyShopStaff = onlyAdmins;
/** Who is acting on a route behind onlyShopStaff (the owner, or a staff member once they exist). */
export const requireShopStaff = requireAdmin;
export const onlyCustomers = async (request: FastifyRequest) => void requireCustomer(request);
export const onlySignedIn = async (request: FastifyRequest) => void signedIn(request);
