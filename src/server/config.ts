import { z } from 'zod';
import { adminUsernameSchema } from '../domain/auth.schemas';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
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
  TRUST_PROXY: flag.default(false),
  LOGIN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  LOGIN_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
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
  trustProxy: boolean;
  /** Secure cookies are sent only over HTTPS; behind a TLS-terminating proxy set TRUST_PROXY. */
  secureCookies: boolean;
  /** Login attempts per 10 minutes (per address, per account) and registrations per hour per address. */
  limits: { loginPerAddress: number; loginPerAccount: number; registrationsPerAddress: number };
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
    trustProxy: e.TRUST_PROXY,
    secureCookies: e.TRUST_PROXY,
    limits: {
      loginPerAddress: e.LOGIN_ATTEMPTS_PER_ADDRESS,
      loginPerAccount: e.LOGIN_ATTEMPTS_PER_ACCOUNT,
      registrationsPerAddress: e.REGISTRATIONS_PER_ADDRESS,
    },
  };
}
