/**
 * The practical limits for the product list, in their own process (as the shop is): the same
 * response body and headers served by a bare node:http server on PORT and by a bare Fastify()
 * route on PORT + 1. Argument: the file holding the body.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const body = readFileSync(process.argv[2]!);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) };

createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(port, '127.0.0.1');

const fastify = Fastify();
fastify.get('/', (_request, reply) => reply.headers(headers).send(body));
await fastify.listen({ port: port + 1, host: '127.0.0.1' });
process.send?.('ready');
