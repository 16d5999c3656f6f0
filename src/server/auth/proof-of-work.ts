import { createHash, randomBytes, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { answerRange } from '../../domain/proof-of-work';
import type { Queryable } from '../db/client';

/** ALTCHA v2's PBKDF2: native in the browser's WebCrypto, so a phone is not outpaced by a script's JS. */
const ALGORITHM = 'PBKDF2/SHA-256';
/** How long a challenge can be solved and used: minutes, not the seconds a person needs. */
const CHALLENGE_SECONDS = 5 * 60;
const SECRET_NAME = 'proof-of-work';

/** What a client sends back: ALTCHA's payload, checked for shape before anything is verified. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string(),
        data: z.object({ scope: z.string(), level: z.number().int() }),
        expiresAt: z.number(),
      })
      .loose(),
    signature: z.string().max(200),
  }),
  solution: z.object({ counter: z.number().int(), derivedKey: z.string().max(200) }).loose(),
});

/**
 * The name a challenge is issued for (e.g. 'login:customer:9847012345'), as the challenge carries
 * it: a digest, so a challenge never repeats a phone or username back.
 */
const scopeDigest = (scope: string) => createHash('sha256').update(scope).digest('hex').slice(0, 32);

/** The shared signing key, made once by whichever process first needs it. */
async function signingKey(db: Queryable): Promise<string> {
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    SECRET_NAME,
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await db.query<{ value: string }>('select value from server_secrets where name = $1', [
    SECRET_NAME,
  ]);
  return row!.value;
}

/**
 * Proof-of-work challenges for one scope at a time (docs/decisions/038), with altcha-lib. The
 * server picks the answer (ALTCHA's deterministic mode), so the work is known: a level-n challenge
 * takes between BASE_TRIES·2^(n-1) and BASE_TRIES·2^n tries of `iterationsPerTry` PBKDF2
 * iterations. Issuing costs the server one try; checking a solution costs one HMAC.
 */
export function createProofOfWork(db: Queryable, iterationsPerTry: number) {
  let secrets: Promise<{ hmacSignatureSecret: string; hmacKeySignatureSecret: string }> | undefined;
  const keys = () => {
    secrets ??= signingKey(db).then(
      (key) => ({ hmacSignatureSecret: `${key}:challenge`, hmacKeySignatureSecret: `${key}:answer` }),
      (error: unknown) => {
        secrets = undefined;
        throw error;
      },
    );
    return secrets;
  };

  return {
    /** A signed challenge for `scope` at `level`, to be solved within five minutes. */
    async challenge(scope: string, level: number): Promise<Challenge> {
      const { from, to } = answerRange(level);
      return createChallenge({
        algorithm: ALGORITHM,
        cost: iterationsPerTry,
        counter: randomInt(from, to),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS,
        data: { scope: scopeDigest(scope), level },
        ...(await keys()),
      });
    },

    /**
     * True, once, for a solution (the PROOF_HEADER's value) of a challenge this server signed for
     * `scope` at `level` or above that has not expired. Its signature is then spent until the
     * challenge expires, so the same solution never passes twice, in any process.
     */
    async redeem(header: string, scope: string, level: number): Promise<boolean> {
      let payload: z.infer<typeof payloadSchema>;
      try {
        const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(header, 'base64').toString('utf8')));
        if (!parsed.success) return false;
        payload = parsed.data;
      } catch {
        return false;
      }
      const { parameters, signature } = payload.challenge;
      if (parameters.algorithm !== ALGORITHM || parameters.data.scope !== scopeDigest(scope)) return false;
      if (parameters.data.level < level) return false;
      const result = await verifySolution({
        challenge: payload.challenge as unknown as Challenge,
        solution: payload.solution,
        deriveKey,
        ...(await keys()),
      }).catch(() => ({ verified: false }));
      if (!result.verified) return false;
      const spent = await db.query(
        `insert into spent_challenges (signature, expires_at) values ($1, to_timestamp($2))
         on conflict (signature) do nothing returning 1`,
        [signature, parameters.expiresAt],
      );
      if (Math.random() < 0.01) await db.query('delete from spent_challenges where expires_at < now()');
      return spent.length > 0;
    },
  };
}
export type ProofOfWork = ReturnType<typeof createProofOfWork>;
