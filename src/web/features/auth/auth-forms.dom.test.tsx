import { screen, waitFor } from '@testing-library/react';
import { createChallenge } from 'altcha-lib';
// The server's PBKDF2 (Node's) makes the challenge; the page solves it with WebCrypto's.
import { deriveKey as serverDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../domain/messages';
import { CHALLENGE_HEADER, CHALLENGE_REQUIRED, PROOF_HEADER } from '../../../domain/proof-of-work';
import { notify } from '../../lib/notify';
import { fakeApi, type ApiAnswer, type ApiCall } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import LoginPage from './login-page';
import RegisterPage from './register-page';

/** The solver's PBKDF2 waits for the test once, so the screen can be seen while it works. */
const solverGate = vi.hoisted(() => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});
vi.mock('altcha-lib/algorithms/web/pbkdf2', async (importOriginal) => {
  const real = await importOriginal<typeof import('altcha-lib/algorithms/web/pbkdf2')>();
  return {
    deriveKey: async (...args: Parameters<typeof real.deriveKey>) => {
      await solverGate.opened;
      return real.deriveKey(...args);
    },
  };
});

const guest = () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } });
const customerUser = {
  role: 'customer',
  id: 'c1',
  name: 'Anjali',
  phone: '9847012345',
  code: 'A101',
  tier: 'Bronze',
  status: 'active',
  points: 0,
  pointMoneyPaise: 0,
  totalSpentPaise: 0,
};
const dropped = () => {
  throw new TypeError('Failed to fetch');
};
const posts = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

beforeEach(() => {
  vi.spyOn(notify, 'success').mockImplementation(() => {});
  vi.spyOn(notify, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

async function register(answer: (call: ApiCall) => ApiAnswer) {
  fakeApi({ 'GET /api/auth/me': guest, 'POST /api/auth/register': answer });
  const { user } = renderScreen('/register', <RegisterPage />);
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Anjali Nair');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '9847012345');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return (await screen.findByRole('alert')).textContent;
}

describe('registration that fails for another reason (SPEC 5, rule 7)', () => {
  it("says 'Registration failed. Please try again.' when the connection drops", async () => {
    expect(await register(dropped)).toBe(messages.register.failed);
  });

  it('says it when the shop fails on its side, with or without a message of its own', async () => {
    expect(
      await register(() => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: messages.api.serverError } },
      })),
    ).toBe(messages.register.failed);
  });

  it("still says the server's own reason for a refusal", async () => {
    expect(
      await register(() => ({
        status: 409,
        body: { error: { code: 'PHONE_TAKEN', message: messages.register.phoneTaken } },
      })),
    ).toBe(messages.register.phoneTaken);
  });
});

async function adminSignIn(answer: (call: ApiCall) => ApiAnswer) {
  fakeApi({ 'GET /api/auth/me': guest, 'POST /api/auth/admin/login': answer });
  const { user } = renderScreen('/login', <LoginPage />);
  await user.click(screen.getByRole('tab', { name: 'Admin' }));
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'owner');
  await user.type(screen.getByLabelText('Password'), 'owner-password');
  await user.click(screen.getByRole('button', { name: 'Sign In as Admin' }));
  return (await screen.findByRole('alert')).textContent;
}

describe('admin sign-in failures (SPEC 5)', () => {
  it("say the auth message when there is one: 'Invalid username or password'", async () => {
    expect(
      await adminSignIn(() => ({
        status: 401,
        body: { error: { code: 'INVALID_CREDENTIALS', message: messages.adminLogin.invalid } },
      })),
    ).toBe(messages.adminLogin.invalid);
  });

  it("say 'Login failed' when the shop fails on its side", async () => {
    expect(
      await adminSignIn(() => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: messages.api.serverError } },
      })),
    ).toBe(messages.adminLogin.failed);
  });

  it("say 'Login failed' when something other than the shop answers (a proxy's 502)", async () => {
    expect(await adminSignIn(() => ({ status: 502 }))).toBe(messages.adminLogin.failed);
  });

  it("say 'An unexpected error occurred' when no answer comes at all", async () => {
    expect(await adminSignIn(dropped)).toBe(messages.adminLogin.unexpected);
  });
});

/** The shop's login answer: 428 with `challenge` until the request carries a solution, then signed in. */
const challengingLogin = (challenge: unknown) => (call: ApiCall) =>
  call.headers.get(PROOF_HEADER)
    ? { status: 200, body: { user: customerUser } }
    : {
        status: 428,
        headers: { [CHALLENGE_HEADER]: btoa(JSON.stringify(challenge)) },
        body: { error: { code: CHALLENGE_REQUIRED, message: messages.api.challengeRequired } },
      };
const quickChallenge = () =>
  createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    counter: 3,
    deriveKey: serverDeriveKey,
    hmacSignatureSecret: 'test-secret',
    data: { scope: 'x', level: 0 },
  });

describe('a sign-in past the limit (428 CHALLENGE_REQUIRED)', () => {
  it('says "Checking this is you…" while the browser works, then signs in without anything typed again', async () => {
    const challenge = await quickChallenge();
    const calls = fakeApi({ 'GET /api/auth/me': guest, 'POST /api/auth/login': challengingLogin(challenge) });
    const { user } = renderScreen('/login', <LoginPage />);
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '9847012345');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(messages.challenge.checking)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    solverGate.open();

    expect((await screen.findByTestId('location')).textContent).toBe('/');
    const [first, second] = posts(calls, '/api/auth/login');
    expect(second!.body).toEqual(first!.body);
    expect(first!.headers.get(PROOF_HEADER)).toBeNull();
    const proof = JSON.parse(atob(second!.headers.get(PROOF_HEADER)!));
    expect(proof.challenge).toEqual(challenge);
    expect(proof.solution.counter).toBe(3);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(messages.customerLogin.success));
  });

  it('signs in where the browser has no WebCrypto (a plain-HTTP address): solved in JavaScript', async () => {
    const challenge = await quickChallenge();
    const calls = fakeApi({ 'GET /api/auth/me': guest, 'POST /api/auth/login': challengingLogin(challenge) });
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => array });
    try {
      const { user } = renderScreen('/login', <LoginPage />);
      await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '9847012345');
      await user.type(screen.getByLabelText('Password'), 'secret123');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect((await screen.findByTestId('location')).textContent).toBe('/');
    } finally {
      vi.unstubAllGlobals();
    }
    const [, second] = posts(calls, '/api/auth/login');
    expect(JSON.parse(atob(second!.headers.get(PROOF_HEADER)!)).solution.counter).toBe(3);
  });
});
