import { isIP } from 'node:net';
import { z } from 'zod';
import { adminUsernameSchema } from '../domain/auth.schemas';
import { DEFAULT_ITERATIONS_PER_TRY } from '../domain/proof-of-work';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/**
 * Which proxies in front of the app may tell us the client's address (X-Forwarded-For):
 * none, the nearest `hops` of them, or those at these addresses / CIDR ranges.
 */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

const MAX_PROXY_HOPS = 10;
/** proxy-addr's (Fastify's) names for the private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustedProxies = z.string().transform((value, ctx): TrustedProxies => {
  const text = value.trim().toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) return { hops: 1 };
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_PROXY_HOPS)
    return { hops: Number(text) };
  const addresses = text.split(',').map((entry) => entry.trim());
  if (addresses.every(isProxyAddress)) return { addresses };
  ctx.addIssue({
    code: 'custom',
    message: `must be false, true (one proxy), a number of proxy hops (1 to ${MAX_PROXY_HOPS}), or the proxies' addresses or CIDR ranges, comma-separated`,
  });
  return z.NEVER;
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // This computer only, unless told otherwise (docs/decisions/042): a fresh demo shop's passwords are public.
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_USERNAME: adminUsernameSchema.optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: flag.optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_SLOW_REQUEST_MS: z.coerce.number().int().min(0).default(1000),
  TRUST_PROXY: trustedProxies.default(false),
  LOGIN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  LOGIN_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  PROOF_OF_WORK_ITERATIONS: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_ITERATIONS_PER_TRY),
  BACKUP_KEEP: z.coerce.number().int().min(0).max(1000).default(7),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  admin: { username: string; password: string } | { username: string; password: undefined };
  seedDemo: boolean;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** A request that takes longer than this is logged as slow (request logs: docs/decisions/017). */
  slowRequestMs: number;
  /** Whose X-Forwarded-For to believe (TRUST_PROXY): never the client's own. */
  trustProxy: TrustedProxies;
  /** Secure cookies are sent only over HTTPS; behind a TLS-terminating proxy set TRUST_PROXY. */
  secureCookies: boolean;
  /**
   * Login attempts per 10 minutes (per address, per account) and registrations per hour per address;
   * past them a request carries a solved challenge of PBKDF2 tries this many iterations each (038).
   */
  limits: {
    loginPerAddress: number;
    loginPerAccount: number;
    registrationsPerAddress: number;
    proofOfWorkIterations: number;
  };
  /** Nightly backups kept in DATA_DIR/backups (BACKUP_KEEP; 0: no nightly backups). docs/decisions/035 */
  backupKeep: number;
}

export class ConfigError extends Error {}

/** Read once at boot. Invalid configuration stops the app with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    admin: { username: e.ADMIN_USERNAME ?? 'admin', password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    slowRequestMs: e.LOG_SLOW_REQUEST_MS,
    trustProxy: e.TRUST_PROXY,
    secureCookies: e.TRUST_PROXY !== false,
    limits: {
      loginPerAddress: e.LOGIN_ATTEMPTS_PER_ADDRESS,
      loginPerAccount: e.LOGIN_ATTEMPTS_PER_ACCOUNT,
      registrationsPerAddress: e.REGISTRATIONS_PER_ADDRESS,
      proofOfWorkIterations: e.PROOF_OF_WORK_ITERATIONS,
    },
    backupKeep: e.BACKUP_KEEP,
  };
}
