/**
 * The practical limit for a cached answer, in its own process (as the shop is): a bare node:http
 * server on PORT that answers each captured request with exactly the bytes the shop sent for it
 * (every header but Date, which node:http writes itself as the shop's server does, and the same
 * compressed body). Argument: a JSON file of { path, acceptEncoding, status, rawHeaders, body
 * (base64) } captured from the shop. Anything else gets a 404.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface Captured {
  path: string;
  acceptEncoding: string;
  status: number;
  rawHeaders: string[];
  body: string;
}

/** Written by node:http itself for a kept-alive connection, from the server's own settings. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive']);

const answers = new Map(
  (JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Captured[]).map((captured) => {
    // A flat [name, value, ...] list: node:http writes it as given, in this order.
    const headers: string[] = [];
    for (let i = 0; i < captured.rawHeaders.length; i += 2)
      if (!WRITTEN_BY_NODE.has(captured.rawHeaders[i]!.toLowerCase()))
        headers.push(captured.rawHeaders[i]!, captured.rawHeaders[i + 1]!);
    const keepAlive = captured.rawHeaders.findIndex((header) => header.toLowerCase() === 'keep-alive');
    const timeout = keepAlive >= 0 ? /timeout=(\d+)/.exec(captured.rawHeaders[keepAlive + 1]!) : null;
    return [
      `${captured.path} ${captured.acceptEncoding}`,
      { status: captured.status, headers, body: Buffer.from(captured.body, 'base64'), timeout },
    ];
  }),
);

const server = createServer((request, response) => {
  const answer = answers.get(`${request.url} ${request.headers['accept-encoding'] ?? ''}`);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});
// The same Keep-Alive header as the shop's server sends (Fastify's default differs from node's).
const timeout = [...answers.values()].find((answer) => answer.timeout)?.timeout;
if (timeout) server.keepAliveTimeout = Number(timeout[1]) * 1000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
