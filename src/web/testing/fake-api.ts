import { vi } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from '../../domain/error-codes';

/** One request the screen made, as the fake API saw it. */
export interface ApiCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  /** The request's headers. */
  headers: Headers;
  body: unknown;
}

export interface ApiAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/**
 * Stands in for the shop's API at the `fetch` boundary: each route ("POST /api/orders/quote")
 * answers with a status and a JSON body shaped like the real one (typed from src/domain by the
 * test). Anything else answers 404. Everything above fetch (lib/api, the queries, the screens)
 * is the app's own code. Returns the calls made, newest last.
 */
export function fakeApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const answer = handler ? await handler(call) : apiRefusal('NOT_FOUND', 'Not found');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  return calls;
}

/** An error answer as the API sends it: one of its codes, with that code's own HTTP status. */
export function apiRefusal(code: ErrorCode, message: string, fields?: Record<string, string>): ApiAnswer {
  return {
    status: ERROR_STATUS[code],
    body: { error: fields ? { code, message, fields } : { code, message } },
  };
}

/** A JSON answer the test releases when it wants (to see a screen while the server thinks). */
export function heldAnswer() {
  let release!: (answer: ApiAnswer) => void;
  const answer = new Promise<ApiAnswer>((resolve) => (release = resolve));
  return { answer, release };
}
