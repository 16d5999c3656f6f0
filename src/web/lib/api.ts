import { ERROR_STATUS, type ErrorCode } from '../../domain/error-codes';
import { apiMessages } from '../../domain/messages-core';
import { CHALLENGE_HEADER, CHALLENGE_REQUIRED, PROOF_HEADER } from '../../domain/proof-of-work';
import { loadLimitFor, type LoadLimit } from './load-limits';

/**
 * The one HTTP client of the web app. JSON in, JSON out, the session cookie rides
 * along (same origin). Every failure becomes an ApiError whose message can be shown
 * to the user as is.
 */

export const NETWORK_ERROR_MESSAGE = 'Could not reach the shop. Please check your connection and try again.';

/**
 * Why a call failed: a code the API answers with (src/domain/error-codes.ts), or the client's own
 * when no answer came (network_error, timeout), it was not the API's (invalid_response), or it
 * carried no code of ours (http_<status>). Screens decide by the code, never by the status.
 */
export type ApiErrorCode = ErrorCode | 'network_error' | 'timeout' | 'invalid_response' | `http_${number}`;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: ApiErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code);

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Give up after this long with this message (default: SPEC's limit for reads, none for writes). */
  timeout?: LoadLimit | null;
}

/** A path of the API with its query string (empty values left out): for links, e.g. a CSV download. */
export function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The message to show when a response carries none of its own. */
function fallbackMessage(status: number): string {
  if (status === 401) return apiMessages.notSignedIn;
  if (status === 403) return apiMessages.forbidden;
  if (status === 404) return apiMessages.notFound;
  if (status === 413) return apiMessages.bodyTooLarge;
  if (status === 429) return apiMessages.tooManyRequests;
  if (status >= 400 && status < 500) return apiMessages.invalidRequest;
  return apiMessages.serverError;
}

function toFields(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[key] = message;
  }
  return fields;
}

async function parseJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return undefined;
  try {
    return await response.json();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error; // cancelled mid-body
    return undefined;
  }
}

/** Challenges one request may solve in a row (the server raised the level while the first was solved). */
const MAX_CHALLENGES = 3;

/**
 * A 428 CHALLENGE_REQUIRED answer's challenge, solved (docs/decisions/038): the solver and its
 * worker load only now, never with the page.
 */
async function solvedChallenge(header: string): Promise<string> {
  const solver = await import('./proof-of-work/solve-challenge').catch(() => {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  });
  const proof = await solver.solveChallenge(header);
  if (!proof) throw new ApiError(428, CHALLENGE_REQUIRED, apiMessages.challengeFailed);
  return proof;
}

/** How a request goes out: the browser's `fetch`, or the server itself in a server render (sendThrough). */
let send: typeof fetch = (input, init) => fetch(input, init);

/** A server render's reads go through the server's own routes (src/web/server-render.tsx). */
export function sendThrough(sender: typeof fetch): void {
  send = sender;
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
  challengesSolved = 0,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // The caller's signal cancels quietly (AbortError); the time limit fails with its message.
  const limit = options.timeout === undefined ? loadLimitFor(method, path) : options.timeout;
  const controller = new AbortController();
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel);
  if (options.signal?.aborted) cancel();
  let timedOut = false;
  const timer = limit
    ? setTimeout(() => {
        timedOut = true;
        cancel();
      }, limit.ms)
    : undefined;
  const init: RequestInit = { method, credentials: 'same-origin', headers, signal: controller.signal };
  if (body instanceof FormData) {
    init.body = body; // the browser sets multipart/form-data with its boundary
  } else if (method !== 'GET') {
    // Every state change says JSON, even with no body (logout, approve): the API refuses anything
    // else as possibly cross-site (DESIGN 6, docs/decisions/016).
    headers['Content-Type'] = 'application/json';
    if (body !== undefined) init.body = JSON.stringify(body);
  }

  let response: Response;
  let data: unknown;
  try {
    response = await send(withQuery(path, options.query), init);
    if (response.status === 204) return undefined as T;
    data = await parseJson(response);
  } catch (error) {
    if (timedOut) throw new ApiError(0, 'timeout', limit!.message);
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }

  const challenge = response.headers.get(CHALLENGE_HEADER);
  if (response.status === 428 && challenge && challengesSolved < MAX_CHALLENGES) {
    // Past a sign-in or registration limit: the browser does the work, then asks again unchanged.
    const headers = { ...options.headers, [PROOF_HEADER]: await solvedChallenge(challenge) };
    return request<T>(method, path, body, { ...options, headers }, challengesSolved + 1);
  }
  if (!response.ok) {
    const error = (data as ErrorBody | undefined)?.error;
    const code: ApiErrorCode = isErrorCode(error?.code) ? error.code : `http_${response.status}`;
    const message =
      typeof error?.message === 'string' && error.message ? error.message : fallbackMessage(response.status);
    throw new ApiError(response.status, code, message, toFields(error?.fields));
  }
  if (data === undefined) {
    // A 2xx that is not JSON: not our API answering (e.g. a static host's index.html).
    throw new ApiError(response.status, 'invalid_response', apiMessages.serverError);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};

/** The shop never answered: the connection dropped, or the time limit passed. */
export const isUnanswered = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'network_error' || error.code === 'timeout');

/** The shop refused the call with one of these codes. */
export const hasErrorCode = (error: unknown, ...codes: ErrorCode[]): boolean =>
  error instanceof ApiError && (codes as ApiErrorCode[]).includes(error.code);

/**
 * The shop answered with a refusal and its reason (a 4xx: the phone is taken, the order moved on):
 * the same call will not work by trying again, unlike a fault or no answer.
 */
export const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The shop answered that it failed on its side (5xx), or something that is not the shop answered. */
export const isServerFailure = (error: unknown): boolean =>
  error instanceof ApiError && (error.status >= 500 || error.code === 'invalid_response');

/** The message to show for anything a call may throw. */
export function errorMessage(error: unknown, fallback: string = apiMessages.serverError): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}
