import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../domain/messages';
import type { AdminUser, CustomerUser, SessionUser, ShopUser } from '../../domain/user';
import type { Queryable } from '../db/client';
import { AppError } from '../errors';
import { createSessionCache } from './session-cache';
import { readSession, sessionToken } from './sessions';
import { tokenDigest } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The owner shares this admin route with the staff (docs/decisions/085): `config: { staff: true }`
     * on the route. onlyShopStaff admits staff only there; the OpenAPI document says so.
     */
    staff?: boolean;
  }
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
 * the caller (a customer) or of everyone (the owner or a staff member), so the next page shows
 * the change.
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
      if (request.user.role !== 'customer') cache.forgetAll();
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

/** The owner alone; a staff member is told that only the owner can do this. */
export function requireAdmin(request: FastifyRequest): AdminUser {
  const user = signedIn(request);
  if (user.role === 'admin') return user;
  throw new AppError('FORBIDDEN', user.role === 'staff' ? messages.api.ownerOnly : messages.api.forbidden);
}

/**
 * The owner, or a staff member on a route the owner shares with the staff (its `config.staff`,
 * docs/decisions/085); anyone else is refused with 403 (401 for a guest).
 */
export function requireShopStaff(request: FastifyRequest): ShopUser {
  const user = signedIn(request);
  if (user.role === 'admin') return user;
  if (user.role === 'staff' && request.routeOptions.config.staff) return user;
  throw new AppError('FORBIDDEN', user.role === 'staff' ? messages.api.ownerOnly : messages.api.forbidden);
}

/** preHandler hooks for whole route groups. The owner's alone: */
export const onlyAdmins = async (request: FastifyRequest) => void requireAdmin(request);
/**
 * A group that holds routes the shop's staff may use beside the owner (DESIGN 11.2: the counter,
 * phone orders, running orders and deliveries, recording payments, looking customers up): each
 * such route says so (`config: { staff: true }`); the group's others stay the owner's.
 */
export const onlyShopStaff = async (request: FastifyRequest) => void requireShopStaff(request);
export const onlyCustomers = async (request: FastifyRequest) => void requireCustomer(request);
export const onlySignedIn = async (request: FastifyRequest) => void signedIn(request);
