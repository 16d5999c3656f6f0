import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../domain/messages';
import { CHALLENGE_HEADER, challengeLevel, maxExcessHits, PROOF_HEADER } from '../../domain/proof-of-work';
import type { Queryable } from '../db/client';
import { AppError } from '../errors';
import { createProofOfWork } from './proof-of-work';
import { countHits, excessHits, takeHitsIfRoom, type Bucket } from './rate-limit';

export interface Gate {
  /** What the challenge is for, e.g. 'login:customer:9847012345': a solution is good for that only. */
  scope: string;
  buckets: Bucket[];
  /** Count successful attempts too (registrations), not only the ones that throw (wrong passwords). */
  countSuccess?: boolean;
}

/**
 * Throttle, never lock out (DESIGN 6, docs/decisions/038). An attempt counts a hit in each of its
 * buckets (GCRA, rate-limit.ts), given back when it succeeds unless `countSuccess`. While every
 * bucket has room nothing else happens. Once one is full the request is not refused: it is answered
 * 428 CHALLENGE_REQUIRED with a proof-of-work challenge in CHALLENGE_HEADER, and the same request
 * sent again with the solution in PROOF_HEADER is always attempted, whatever the buckets hold: the
 * right password always gets in, and each wrong one costs its sender the work. Its hits count past
 * the limit, and the further past, the harder the next challenge (challengeLevel), up to a cap.
 *
 * A solution counts once, for its scope only, and only if its challenge is as hard as the buckets
 * now ask (challenges collected while the level was low are refused once it rises).
 * `iterationsPerTry` is PROOF_OF_WORK_ITERATIONS (config).
 */
export function createChallengeGate(db: Queryable, iterationsPerTry: number) {
  const proofs = createProofOfWork(db, iterationsPerTry);
  async function levelNow(buckets: Bucket[], now: Date): Promise<number> {
    const excess = await excessHits(db, buckets, now);
    return Math.max(0, ...buckets.map((bucket, i) => challengeLevel(excess[i]!, bucket.limit)));
  }

  return async function throttled<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    { scope, buckets, countSuccess = false }: Gate,
    attempt: () => Promise<T>,
  ): Promise<T> {
    const now = new Date();
    const proof = request.headers[PROOF_HEADER];
    if (typeof proof === 'string' && proof) {
      const level = await levelNow(buckets, now);
      if (await proofs.redeem(proof, scope, level)) {
        try {
          const result = await attempt();
          if (countSuccess) await countHits(db, buckets, maxExcessHits, now);
          return result;
        } catch (error) {
          await countHits(db, buckets, maxExcessHits, now);
          throw error;
        }
      }
      // Spent, expired, too easy now, or not ours: as if no solution came.
    }
    const giveBack = await takeHitsIfRoom(db, buckets, now);
    if (!giveBack) {
      const challenge = await proofs.challenge(scope, await levelNow(buckets, now));
      reply.header(CHALLENGE_HEADER, Buffer.from(JSON.stringify(challenge)).toString('base64'));
      throw new AppError('CHALLENGE_REQUIRED', messages.api.challengeRequired);
    }
    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      // Too busy to check it (503) is no guess: it does not count.
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') await giveBack();
      throw error;
    }
    if (!countSuccess) await giveBack();
    return result;
  };
}
export type ChallengeGate = ReturnType<typeof createChallengeGate>;
