import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { InjectOptions } from 'fastify';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from './errors';
import { OWNER_SECURITY, STAFF_SECURITY } from './openapi';
import { startTestApp, type TestApp } from './testing/test-app';
import { shopFixtures } from './testing/shop-fixtures';

/**
 * Issue 9: the OpenAPI document passes Redocly's recommended lint, names every operation, declares
 * who may call it, and lists every status code the API answers with (docs/decisions/016).
 */
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let f: ReturnType<typeof shopFixtures>;
let doc: Document;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  f = shopFixtures(t);
  admin = await f.admin();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

/** Runs the Redocly CLI (a devDependency) on the document: what `npx redocly lint` says. */
async function redoclyLint(document: Document) {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  const cli = join(
    dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
    'bin/cli.js',
  );
  const run = await promisify(execFile)(
    process.execPath,
    [cli, 'lint', file, '--extends=recommended', '--format=json'],
    { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  ).catch((failed: { stdout: string }) => failed); // exits 1 when it finds errors
  return JSON.parse(run.stdout) as {
    totals: { errors: number };
    problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
  };
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended lint with no errors", async () => {
    const result = await redoclyLint(doc);
    const errors = result.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('names every operation, each once', () => {
    const ids = operations().map(
      ({ path, method, operation }) => operation.operationId ?? `${method} ${path}`,
    );
    expect(ids.filter((id) => id.includes(' '))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares security on every operation, on every admin one a session and who may use it', () => {
    for (const { path, method, operation } of operations()) {
      expect(operation.security, `${method} ${path}`).toBeDefined();
      if (path.startsWith('/api/admin/'))
        expect([OWNER_SECURITY, STAFF_SECURITY], `${method} ${path}`).toContainEqual(operation.security);
    }
  });

  it('asks for a session exactly where a guest is refused with 401', async () => {
    const sample: Record<string, string> = {
      id: '00000000-0000-4000-8000-000000000000',
      slug: 'faq',
      tier: 'Gold',
    };
    for (const { path, method, operation } of operations()) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => sample[name] ?? 'x');
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        ...(method === 'get' ? {} : { payload: {} }),
      });
      const secured = (operation.security ?? []).length > 0;
      expect(response.statusCode === 401, `${method} ${path} answered ${response.statusCode}`).toBe(secured);
    }
  });

  it('describes the upload as a multipart form with a file, so a generated client can send one', () => {
    const upload = doc.paths['/api/admin/uploads']!.post!;
    const form = upload.requestBody?.content['multipart/form-data']?.schema;
    expect(form).toMatchObject({
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    });
  });

  /** The routes that take a file (multipart/form-data): an image, a bank statement. */
  const FILE_UPLOADS = ['/api/admin/uploads', '/api/admin/statements'];

  it('asks every state change for a body sent as JSON, {} where it takes no fields, so a generated client sends the Content-Type', () => {
    const changes = operations().filter(({ method }) => ['post', 'put', 'patch', 'delete'].includes(method));
    expect(changes.length).toBeGreaterThan(40);
    for (const { path, method, operation } of changes) {
      expect(operation.requestBody?.required, `${method} ${path}`).toBe(true);
      expect(Object.keys(operation.requestBody!.content), `${method} ${path}`).toEqual(
        FILE_UPLOADS.includes(path) ? ['multipart/form-data'] : ['application/json'],
      );
    }
    for (const [path, method] of [
      ['/api/auth/logout', 'post'],
      ['/api/admin/customers/{id}/approve', 'post'],
      ['/api/admin/products/{id}', 'delete'],
    ] as const)
      expect(doc.paths[path]![method]!.requestBody!.content['application/json']!.schema, path).toEqual({
        type: 'object',
        additionalProperties: false,
        description: expect.stringMatching(/send \{\} as application\/json.*refused with 415/),
      });
  });

  it('documents no body for a 204 answer', () => {
    const noContent = operations().filter(({ operation }) => operation.responses['204']);
    expect(noContent.length).toBeGreaterThan(0);
    for (const { path, method, operation } of noContent)
      expect(operation.responses['204']!.content, `${method} ${path}`).toBeUndefined();
  });

  it('describes real answers: an order with a timeline (fromStatus null) is valid by its schema', async () => {
    const product = await f.product({ stock: 5 });
    const buyer = await f.customer();
    const placed = await f.placeOrder(buyer.cookies, { items: [{ productId: product.id, quantity: 1 }] });
    const id = placed.json().order.id as string;
    await f.adminAction(admin, id, 'approve');
    const strict = new Ajv2020({ strict: true, allErrors: true });
    strict.addKeyword('example');
    const check = async (docPath: string, request: InjectOptions) => {
      const response = await t.app.inject(request);
      const schema = doc.paths[docPath]!.get!.responses['200']!.content!['application/json']!.schema;
      const validate = strict.compile(schema as object);
      expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true);
      return response.json();
    };
    const mine = await check('/api/orders/{id}', {
      method: 'GET',
      url: `/api/orders/${id}`,
      cookies: buyer.cookies,
    });
    expect(mine.order.timeline[0].fromStatus).toBeNull();
    await check('/api/admin/orders/{id}', { method: 'GET', url: `/api/admin/orders/${id}`, cookies: admin });
  });
});

describe('every status code the API answers with is documented, every error in our shape', () => {
  const json = { 'content-type': 'application/json' };
  const cases: [string, string, string, number, () => Promise<InjectOptions>][] = [
    [
      'post',
      '/api/admin/customers/{id}/approve',
      'malformed id',
      400,
      async () => ({ url: '/api/admin/customers/nope/approve', headers: json, cookies: admin }),
    ],
    [
      'post',
      '/api/admin/customers/{id}/reject',
      'malformed id',
      400,
      async () => ({ url: '/api/admin/customers/nope/reject', headers: json, cookies: admin }),
    ],
    [
      'get',
      '/api/admin/customers/{id}',
      'malformed id',
      404,
      async () => ({ url: '/api/admin/customers/nope', cookies: admin }),
    ],
    [
      'delete',
      '/api/admin/customers/{id}',
      'children in the tree',
      409,
      async () => {
        const parent = await f.customer();
        await f.customer({ parentCode: parent.code });
        return { url: `/api/admin/customers/${parent.id}`, headers: json, cookies: admin };
      },
    ],
    [
      'delete',
      '/api/admin/categories/{id}',
      'products in it',
      409,
      async () => {
        await f.product();
        const [general] = await t.db.query<{ id: string }>(
          `select id from categories where name = 'General'`,
        );
        return { url: `/api/admin/categories/${general!.id}`, headers: json, cookies: admin };
      },
    ],
    [
      'put',
      '/api/admin/categories/{id}',
      'a category that is not there',
      404,
      async () => ({
        url: '/api/admin/categories/00000000-0000-4000-8000-000000000000',
        payload: { name: 'Ghost' },
        cookies: admin,
      }),
    ],
    [
      'post',
      '/api/admin/customers/{id}/reset-link',
      'no Origin to make the link for',
      400,
      async () => ({
        url: `/api/admin/customers/${(await f.customer()).id}/reset-link`,
        headers: json,
        cookies: admin,
      }),
    ],
    [
      'get',
      '/api/leaderboard',
      'a bad limit',
      400,
      async () => ({ url: '/api/leaderboard?limit=abc', cookies: (await f.customer()).cookies }),
    ],
    [
      'get',
      '/api/me/points',
      'a bad limit',
      400,
      async () => ({ url: '/api/me/points?limit=0', cookies: (await f.customer()).cookies }),
    ],
    [
      'post',
      '/api/contact',
      'a body over 1 MB',
      413,
      async () => ({
        url: '/api/contact',
        headers: json,
        payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
      }),
    ],
    [
      'post',
      '/api/contact',
      'plain text',
      415,
      async () => ({ url: '/api/contact', headers: { 'content-type': 'text/plain' }, payload: 'hello' }),
    ],
    [
      'post',
      '/api/contact',
      'another site',
      403,
      async () => ({
        url: '/api/contact',
        headers: { ...json, origin: 'http://evil.example' },
        payload: '{}',
      }),
    ],
    [
      'post',
      '/api/contact',
      'malformed JSON',
      400,
      async () => ({ url: '/api/contact', headers: json, payload: '{"name":' }),
    ],
    [
      'get',
      '/api/orders/{id}',
      'a path parameter over 100 characters',
      414,
      async () => ({ url: `/api/orders/${'A'.repeat(101)}`, cookies: (await f.customer()).cookies }),
    ],
    ['post', '/api/auth/logout', 'no content type', 415, async () => ({ url: '/api/auth/logout' })],
    [
      'delete',
      '/api/admin/products/{id}',
      'a form from another site',
      403,
      async () => ({
        url: '/api/admin/products/00000000-0000-4000-8000-000000000000',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
        cookies: admin,
      }),
    ],
  ];

  it.each(cases)('%s %s with %s: %i', async (method, docPath, _what, status, request) => {
    const response = await t.app.inject({ method: method.toUpperCase() as 'GET', ...(await request()) });
    expect(response.statusCode).toBe(status);
    expect(errorBodySchema.safeParse(response.json()).success, response.body).toBe(true);
    expect(Object.keys(doc.paths[docPath]![method]!.responses)).toContain(String(status));
    // The documented answer for that status lists the code the body carries.
    const documented = doc.paths[docPath]![method]!.responses[String(status)]!;
    const validate = new Ajv2020({ strict: false }).compile(
      documented.content!['application/json']!.schema as object,
    );
    expect(validate(response.json()), `${response.body} ${JSON.stringify(validate.errors)}`).toBe(true);
  });

  it('lists per status the codes an error can carry: a 409 names the conflict, never a 400 code', () => {
    const answer = doc.paths['/api/orders']!.post!.responses['409']!;
    const schema = answer.content!['application/json']!.schema as {
      properties: { error: { properties: { code: { enum: string[] } } } };
    };
    const codes = schema.properties.error.properties.code.enum;
    expect(codes).toEqual(expect.arrayContaining(['OUT_OF_STOCK', 'IDEMPOTENCY_KEY_REUSED']));
    expect(codes).not.toContain('VALIDATION_FAILED');
    expect(codes).not.toContain('CONFLICT');
  });

  it('a GET answered 304 from its ETag documents it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(Object.keys(doc.paths['/api/categories']!.get!.responses)).toContain('304');
  });
});
