import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database under ./data with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, dataDir: './data', seedDemo: true });
    expect(config.admin).toEqual({ username: 'admin', password: undefined });
  });

  it('turns demo data off by default on a PostgreSQL server, and on when asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('takes ADMIN_PASSWORD alone as the password of the default admin, as the README says', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'long-enough-password' }).admin).toEqual({
      username: 'admin',
      password: 'long-enough-password',
    });
    expect(loadConfig({ ADMIN_USERNAME: 'Owner' }).admin.username).toBe('owner');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_USERNAME: 'a b' }, 'ADMIN_USERNAME'],
    [{ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
  ])('stops on %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
