import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database under ./data with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, dataDir: './data', seedDemo: true });
    expect(config.admin).toEqual({ username: 'admin', password: undefined });
    expect(config).toMatchObject({ logLevel: 'info', slowRequestMs: 1000 });
  });

  it('turns demo data off by default on a PostgreSQL server, and on when asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('listens on this computer only unless HOST says otherwise, with either database (docs/decisions/042)', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@h/db' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
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
    [{ LOG_SLOW_REQUEST_MS: '-1' }, 'LOG_SLOW_REQUEST_MS'],
    [{ LOG_SLOW_REQUEST_MS: 'slow' }, 'LOG_SLOW_REQUEST_MS'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1.5' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.300' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,,10.0.0.2' }, 'TRUST_PROXY'],
  ])('stops on %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default: X-Forwarded-For is ignored and cookies are not Secure', () => {
    for (const env of [{}, { TRUST_PROXY: 'false' }, { TRUST_PROXY: '0' }]) {
      expect(loadConfig(env)).toMatchObject({ trustProxy: false, secureCookies: false });
    }
  });

  it('true (or 1) means exactly one proxy hop, the one in front of the app', () => {
    for (const value of ['true', '1', 'yes']) {
      expect(loadConfig({ TRUST_PROXY: value })).toMatchObject({
        trustProxy: { hops: 1 },
        secureCookies: true,
      });
    }
  });

  it('a number is how many proxy hops to trust', () => {
    expect(loadConfig({ TRUST_PROXY: '2' })).toMatchObject({ trustProxy: { hops: 2 }, secureCookies: true });
  });

  it('a list names the proxies by address or CIDR range (or loopback, linklocal, uniquelocal)', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12 ,::1,loopback' })).toMatchObject({
      trustProxy: { addresses: ['10.0.0.1', '172.16.0.0/12', '::1', 'loopback'] },
      secureCookies: true,
    });
  });
});
