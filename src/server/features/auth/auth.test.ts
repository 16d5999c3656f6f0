import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, startTestApp, uniquePhone, type TestApp } from '../../testing/test-app';
import { ensureFirstAdmin } from '../admins';

let t: TestApp;
const PASSWORD = 'secret123';

beforeAll(async () => {
  t = await startTestApp({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'owner-password' });
  await ensureFirstAdmin(t.db, t.config);
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
const registerCustomer = (extra: Record<string, unknown> = {}) =>
  register({
    name: 'Anjali Nair',
    phone: uniquePhone(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...extra,
  });
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

describe('POST /api/auth/register', () => {
  it('creates a pending Bronze customer with the next code, signs them in, and never returns a hash', async () => {
    const phone = uniquePhone();
    const response = await register({
      name: 'Anjali Nair',
      phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      role: 'customer',
      name: 'Anjali Nair',
      phone,
      tier: 'Bronze',
      status: 'pending',
      points: 0,
    });
    expect(user.code).toMatch(/^A1\d\d$/);
    expect(response.body).not.toMatch(/\$2[aby]\$/);
    const cookie = response.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: sessionCookie(response) });
    expect(me.statusCode).toBe(200);
    // The same user, and GET /api/auth/me's own nextRelease (docs/decisions/074): nothing pending;
    // and nextExpiry (docs/decisions/080): nothing expires.
    expect(me.json().user).toEqual({ ...user, pendingPoints: 0, nextRelease: null, nextExpiry: null });

    const [stored] = await t.db.query<{ password_hash: string; parent_id: string | null }>(
      'select password_hash, parent_id from customers where id = $1',
      [user.id],
    );
    expect(stored!.password_hash).toMatch(/^\$2[ab]\$10\$/);
    expect(stored!.parent_id).toBeNull();
  });

  it('hands out codes in sequence, without duplicates under concurrency', async () => {
    const responses = await Promise.all(Array.from({ length: 15 }, () => registerCustomer()));
    const codes = responses.map((r) => r.json().user.code as string);
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(codes).size).toBe(15);
    const numbers = codes.map((c) => Number(c.slice(1))).sort((a, b) => a - b);
    expect(numbers[14]! - numbers[0]!).toBe(14);
  });

  it.each([
    [
      { name: '', phone: '9847000001', password: PASSWORD, confirmPassword: PASSWORD },
      'Please fill in all required fields',
    ],
    [
      { name: 'A', phone: '9847000001', password: 'abcdef', confirmPassword: 'abcdeg' },
      'Passwords do not match',
    ],
    [
      { name: 'A', phone: '98', password: 'abc', confirmPassword: 'abc' },
      'Password must be at least 6 characters long',
    ],
    [
      { name: 'A', phone: '98470', password: PASSWORD, confirmPassword: PASSWORD },
      'Please enter a valid phone number',
    ],
  ])('refuses %o with SPEC message "%s" and stores nothing', async (body, message) => {
    const before = await t.db.query<{ n: number }>('select count(*) as n from customers');
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', message });
    const after = await t.db.query<{ n: number }>('select count(*) as n from customers');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a phone already registered, whatever its spacing', async () => {
    const phone = uniquePhone();
    expect((await registerCustomer({ phone })).statusCode).toBe(201);
    const again = await registerCustomer({ phone: `+91 ${phone}` });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('Phone number already registered');
  });

  it('links an existing parent code, stores A100 as no parent, refuses unknown codes', async () => {
    const parent = (await registerCustomer()).json().user;
    const child = (await registerCustomer({ parentCode: parent.code.toLowerCase() })).json().user;
    const [row] = await t.db.query<{ parent_id: string }>('select parent_id from customers where id = $1', [
      child.id,
    ]);
    expect(row!.parent_id).toBe(parent.id);

    const rooted = (await registerCustomer({ parentCode: 'A100' })).json().user;
    const [rootRow] = await t.db.query<{ parent_id: string | null }>(
      'select parent_id from customers where id = $1',
      [rooted.id],
    );
    expect(rootRow!.parent_id).toBeNull();

    const unknown = await registerCustomer({ parentCode: 'A9999' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe('Invalid parent code');
  });

  it("refuses a disabled customer's code as parent, and takes a pending one's", async () => {
    const disabled = (await registerCustomer()).json().user;
    await t.db.query(`update customers set status = 'rejected' where id = $1`, [disabled.id]);
    const refused = await registerCustomer({ parentCode: disabled.code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'INVALID_PARENT_CODE',
      message: 'Invalid parent code',
      fields: { parentCode: 'Invalid parent code' },
    });
    const [children] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from customers where parent_id = $1',
      [disabled.id],
    );
    expect(children!.n).toBe(0);

    const pending = (await registerCustomer()).json().user;
    expect(pending.status).toBe('pending');
    expect((await registerCustomer({ parentCode: pending.code })).statusCode).toBe(201);
  });

  it('checks the phone before the parent code (SPEC order)', async () => {
    const phone = uniquePhone();
    await registerCustomer({ phone });
    const response = await registerCustomer({ phone, parentCode: 'A9999' });
    expect(errorOf(response).message).toBe('Phone number already registered');
  });

  it('checks the phone before the parent code, even when the code is malformed', async () => {
    const phone = uniquePhone();
    await registerCustomer({ phone });
    const taken = await registerCustomer({ phone, parentCode: 'zz' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe('Phone number already registered');

    const malformed = await registerCustomer({ parentCode: 'zz' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({
      code: 'INVALID_PARENT_CODE',
      message: 'Invalid parent code',
      fields: { parentCode: 'Invalid parent code' },
    });
  });

  it('refuses a name over the database limit of 120 with a plain 400, and burns no customer code', async () => {
    const before = (await registerCustomer()).json().user.code as string;
    const long = await registerCustomer({ name: 'N'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Must be at most 120 characters',
      fields: { name: 'Must be at most 120 characters' },
    });
    const longest = await registerCustomer({ name: 'N'.repeat(120) });
    expect(longest.statusCode).toBe(201);
    expect(Number(longest.json().user.code.slice(1))).toBe(Number(before.slice(1)) + 1);
  });

  it('refuses a password longer than the 72 bytes bcrypt reads', async () => {
    const password = 'ക'.repeat(30); // 30 characters, 90 bytes in UTF-8
    const response = await registerCustomer({ password, confirmPassword: password });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(
      'Password can be at most 72 characters long (fewer if it uses letters outside English, or emoji)',
    );
    const longest = 'p'.repeat(72);
    expect((await registerCustomer({ password: longest, confirmPassword: longest })).statusCode).toBe(201);
  });

  it('refuses a NUL character in the name with a 400, not a database error', async () => {
    const response = await registerCustomer({ name: 'Anjali\u0000Nair' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Contains an invisible control character (NUL) that is not allowed',
      fields: { name: 'Contains an invisible control character (NUL) that is not allowed' },
    });
  });
});

describe('POST /api/auth/login', () => {
  it('signs a customer in with phone and password', async () => {
    const phone = uniquePhone();
    await registerCustomer({ phone });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: `0${phone}`, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: 'customer', phone });
    expect(response.body).not.toContain('password');
  });

  it('gives one message for a wrong password and an unknown phone', async () => {
    const phone = uniquePhone();
    await registerCustomer({ phone });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone, password: 'nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: uniquePhone(), password: PASSWORD },
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).message).toBe('Invalid phone number or password');
    }
  });

  it('asks for both fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: '9847012345' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Please enter both phone number and password');
  });

  it.each([
    ['$2a$', 'abcdefghijklmnopqrstuvwxyz', '$2a$10$fVH8e28OQRj9tqiDXs1e1uxpsjN0c7II7YPKXua2NAKYvM6iQk7dq'],
    ['$2b$', 'secret123', '$2b$10$ixPfUknBbyAFmXm3roGGkO9deyQP/u08avKCa.SgDT0IGPxUvsJl2'],
  ])('signs in a customer imported with a %s hash', async (_, password, hash) => {
    const phone = uniquePhone();
    await t.db.query(
      `insert into customers (name, phone, code, password_hash) values ('Imported', $1, next_customer_code(), $2)`,
      [phone, hash],
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone, password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('says when an account has no password', async () => {
    const phone = uniquePhone();
    await t.db.query(
      `insert into customers (name, phone, code) values ('No Pass', $1, next_customer_code())`,
      [phone],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone, password: PASSWORD },
    });
    expect(errorOf(response).message).toBe('No password set for this account');
  });

  it('refuses a rejected (disabled) account and ends its sessions', async () => {
    const registered = await registerCustomer();
    const { user } = registered.json();
    await t.db.query(`update customers set status = 'rejected' where id = $1`, [user.id]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: user.phone, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: sessionCookie(registered) });
    expect(me.statusCode).toBe(401);
  });
});

describe('POST /api/auth/admin/login', () => {
  it('signs the admin in, username in any case', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username: 'Owner', password: 'owner-password' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toEqual({
      role: 'admin',
      id: expect.any(String),
      username: 'owner',
      name: 'Store Admin',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: sessionCookie(response) });
    expect(me.json().user.role).toBe('admin');
  });

  it('refuses wrong credentials and missing fields with SPEC messages', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username: 'owner', password: 'guess' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).message).toBe('Invalid username or password');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username: 'owner' },
    });
    expect(errorOf(missing).message).toBe('Please enter both username and password');
  });

  it('refuses a NUL character in the username with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username: 'own\u0000er', password: 'owner-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(
      'Contains an invisible control character (NUL) that is not allowed',
    );
  });

  it('a customer password does not open the admin door', async () => {
    const { user } = (await registerCustomer()).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username: user.phone, password: PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me is 401 for guests and for made-up tokens', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { sid: 'made-up-token' },
    });
    expect(forged.statusCode).toBe(401);
    expect(errorOf(forged).code).toBe('UNAUTHENTICATED');
  });

  it('stores only a hash of the token, and logout deletes the session', async () => {
    const registered = await registerCustomer();
    const cookies = sessionCookie(registered);
    const stored = await t.db.query<{ id: string }>('select id from sessions where id = $1', [cookies.sid]);
    expect(stored).toHaveLength(0);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies,
      headers: { 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies });
    expect(me.statusCode).toBe(401);
  });

  it('logout works with a JSON content type and an empty body', async () => {
    const cookies = sessionCookie(await registerCustomer());
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(logout.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies })).statusCode).toBe(401);
  });

  it('signing in again, or as someone else, ends the session the browser held', async () => {
    const registered = await registerCustomer();
    const { user } = registered.json();
    const first = sessionCookie(registered);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies: first,
      payload: { phone: user.phone, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const second = sessionCookie(login);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: first })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: second })).statusCode).toBe(
      200,
    );
    const rows = await t.db.query('select 1 from sessions where customer_id = $1', [user.id]);
    expect(rows).toHaveLength(1);

    const asAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      cookies: second,
      payload: { username: 'owner', password: 'owner-password' },
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(await t.db.query('select 1 from sessions where customer_id = $1', [user.id])).toHaveLength(0);

    const again = await registerCustomer();
    const fresh = sessionCookie(again);
    const registeredWhileSignedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      cookies: fresh,
      payload: {
        name: 'Second Account',
        phone: uniquePhone(),
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(registeredWhileSignedIn.statusCode).toBe(201);
    const [old] = await t.db.query<{ n: number }>(
      'select count(*) as n from sessions where customer_id = $1',
      [again.json().user.id],
    );
    expect(old!.n).toBe(0);
  });

  it('clears out expired sessions when someone signs in', async () => {
    const { user } = (await registerCustomer()).json();
    await t.db.query(
      `insert into sessions (id, customer_id, expires_at) values ('expired-session', $1, now() - interval '1 day')`,
      [user.id],
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: user.phone, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(await t.db.query(`select 1 from sessions where id = 'expired-session'`)).toHaveLength(0);
  });
});
