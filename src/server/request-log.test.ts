import { describe, expect, it } from 'vitest';
import { startTestApp, uniquePhone } from './testing/test-app';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

/** A test app whose log lines are collected, at the given LOG_LEVEL (and other settings). */
async function loggedApp(env: Record<string, string>) {
  const raw: string[] = [];
  const app = await startTestApp(env, { logStream: { write: (line) => raw.push(line) } });
  return { app, lines: () => raw.map((line) => JSON.parse(line) as LogLine) };
}

const about = (lines: LogLine[], method: string, path: string) =>
  lines.filter((line) => line.req?.method === method && line.req.url.startsWith(path));

describe('request logs at the default level (info)', () => {
  it('leave out ordinary reads, and keep one line per state change with its status and time', async () => {
    // No request here is slow by the setting (a busy machine once took 1.5 s to check a password,
    // which is then logged as a 'slow request' warning: tested below).
    const logged = await loggedApp({ LOG_LEVEL: 'info', LOG_SLOW_REQUEST_MS: '60000' });
    try {
      for (let i = 0; i < 5; i++)
        expect((await logged.app.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
      const login = await logged.app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone: uniquePhone(), password: 'not-it-1' },
      });
      expect(login.statusCode).toBe(401);

      const lines = logged.lines();
      expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
      expect(about(lines, 'GET', '/api/products')).toEqual([]);
      const [change, ...more] = about(lines, 'POST', '/api/auth/login');
      expect(more).toEqual([]);
      expect(change).toMatchObject({ level: 30, res: { statusCode: 401 }, responseTime: expect.any(Number) });
      expect(JSON.stringify(lines)).not.toContain('not-it-1');
    } finally {
      await logged.app.close();
    }
  });

  it("never write a reset link's token, on the page's address or the API's", async () => {
    const logged = await loggedApp({ LOG_LEVEL: 'info', LOG_SLOW_REQUEST_MS: '0' });
    try {
      const token = 'SeCrEt-reset-token-value';
      await logged.app.app.inject({ method: 'GET', url: `/api/auth/password-reset?token=${token}&x=1` });
      const [line] = about(logged.lines(), 'GET', '/api/auth/password-reset');
      expect(line).toMatchObject({
        msg: 'slow request',
        req: { url: '/api/auth/password-reset?token=[hidden]&x=1' },
      });
      expect(JSON.stringify(logged.lines())).not.toContain(token);
    } finally {
      await logged.app.close();
    }
  });

  it('keep a failed read (5xx), beside the error itself', async () => {
    const logged = await loggedApp({ LOG_LEVEL: 'info' });
    try {
      await logged.app.db.query('alter table categories rename to categories_gone');
      expect((await logged.app.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(500);
      const [failed, ...more] = about(logged.lines(), 'GET', '/api/categories');
      expect(more).toEqual([]);
      expect(failed).toMatchObject({ res: { statusCode: 500 } });
      expect(logged.lines().filter((line) => line.level >= 50 && line.reqId === failed!.reqId)).toHaveLength(
        1,
      );
    } finally {
      await logged.app.close();
    }
  });

  it('keep a read slower than LOG_SLOW_REQUEST_MS, as a warning', async () => {
    const logged = await loggedApp({ LOG_LEVEL: 'info', LOG_SLOW_REQUEST_MS: '0' });
    try {
      await logged.app.app.inject({ method: 'GET', url: '/api/health' });
      const [slow] = about(logged.lines(), 'GET', '/api/health');
      expect(slow).toMatchObject({ level: 40, msg: 'slow request', res: { statusCode: 200 } });
    } finally {
      await logged.app.close();
    }
  });
});

describe('request logs at LOG_LEVEL=debug', () => {
  it('have a line for every request again', async () => {
    const logged = await loggedApp({ LOG_LEVEL: 'debug' });
    try {
      await logged.app.app.inject({ method: 'GET', url: '/api/products' });
      const lines = logged.lines();
      expect(lines.some((line) => line.msg === 'incoming request' && line.req?.url === '/api/products')).toBe(
        true,
      );
      expect(lines.some((line) => line.msg === 'request completed' && line.res?.statusCode === 200)).toBe(
        true,
      );
    } finally {
      await logged.app.close();
    }
  });
});
