import { businessDay } from '../../../domain/business-day';
import type { SessionUser } from '../../../domain/user';

/**
 * The home page's greeting: "Welcome" on the day a customer's account was made (they have just
 * registered: nothing to come back to yet), "Welcome back" on any later day, and to the staff.
 * Days are the shop's business days (Asia/Kolkata, DESIGN 3).
 */
export function welcomeWords(user: SessionUser, now: Date = new Date()): string {
  return `${joinedToday(user, now) ? 'Welcome' : 'Welcome back'}, ${user.name}!`;
}

/** A customer whose account was made on this business day (the greeting says "Welcome"). */
export function joinedToday(user: SessionUser, now: Date = new Date()): boolean {
  return user.role === 'customer' && businessDay(new Date(user.memberSince)) === businessDay(now);
}
