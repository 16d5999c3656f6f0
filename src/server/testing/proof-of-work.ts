import type { LightMyRequestResponse } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_HEADER, PROOF_HEADER } from '../../domain/proof-of-work';

/** Tests only: the challenge a 428 CHALLENGE_REQUIRED answer carries (its parameters say its level). */
export function challengeOf(response: LightMyRequestResponse): Challenge {
  const header = response.headers[CHALLENGE_HEADER];
  if (typeof header !== 'string')
    throw new Error(`no challenge in response ${response.statusCode}: ${response.body}`);
  return JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Challenge;
}

/** The level the server asked for in a 428 answer. */
export const levelOf = (response: LightMyRequestResponse): number =>
  Number(challengeOf(response).parameters.data?.level);

/**
 * Solves the challenge of a 428 answer as a client does (Node's PBKDF2 here, WebCrypto in the
 * browser) and returns the request headers that carry the solution.
 */
export async function solved(response: LightMyRequestResponse): Promise<Record<string, string>> {
  const challenge = challengeOf(response);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return { [PROOF_HEADER]: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}
