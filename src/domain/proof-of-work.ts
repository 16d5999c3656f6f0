/**
 * Throttle, never lock out (DESIGN 6, docs/decisions/038): past a sign-in, registration or
 * password limit the API answers 428 CHALLENGE_REQUIRED with a proof-of-work challenge (ALTCHA v2,
 * PBKDF2/SHA-256) instead of refusing; the browser solves it and sends the request again with the
 * solution. Shared by the server (what it asks) and the web (how it answers).
 */

/** The error code of a request that must carry a solved challenge (HTTP 428). */
export const CHALLENGE_REQUIRED = 'CHALLENGE_REQUIRED';
/** Response header: the challenge to solve (base64 of ALTCHA's challenge JSON). */
export const CHALLENGE_HEADER = 'x-proof-of-work-challenge';
/** Request header: the solved challenge (base64 of ALTCHA's payload JSON: challenge and solution). */
export const PROOF_HEADER = 'x-proof-of-work';

/** PBKDF2 iterations per try: native in browsers (WebCrypto) and in Node, so a script gains little. */
export const DEFAULT_ITERATIONS_PER_TRY = 5_000;
/**
 * Tries a challenge takes at level 0: between half this and this (the server picks the answer, so
 * the work is known, not luck). 96 tries on average at 5,000 iterations is about 0.5 M iterations:
 * about a second on a cheap phone (about 0.5 M PBKDF2-SHA-256 iterations a second).
 */
export const BASE_TRIES = 128;
/** Each level doubles the work; the last one is 16 times level 0 (about 15 seconds on a cheap phone). */
export const MAX_CHALLENGE_LEVEL = 4;

/** How many hits past a limit raise the challenge one level: half the limit (at least one). */
export const levelStep = (limit: number): number => Math.max(1, Math.round(limit / 2));

/** The level a challenge needs when a bucket holds `excessHits` hits past its limit (0 at the limit). */
export function challengeLevel(excessHits: number, limit: number): number {
  if (!(excessHits > 0)) return 0;
  return Math.min(MAX_CHALLENGE_LEVEL, Math.floor(excessHits / levelStep(limit)));
}

/** The hits past its limit a bucket keeps at most: enough to stay at the last level for one step. */
export const maxExcessHits = (limit: number): number => (MAX_CHALLENGE_LEVEL + 1) * levelStep(limit);

/** The answer's range at a level, [from, to): the solver tries 0, 1, 2, ... until it finds it. */
export function answerRange(level: number): { from: number; to: number } {
  const to = BASE_TRIES * 2 ** Math.min(Math.max(0, Math.floor(level)), MAX_CHALLENGE_LEVEL);
  return { from: to / 2, to };
}
