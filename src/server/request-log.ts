import type { FastifyInstance } from 'fastify';
import type { Config } from './config';

/** At debug and trace Fastify logs every request itself (an incoming and a completed line). */
export const logsEveryRequest = (config: Config): boolean =>
  config.logLevel === 'debug' || config.logLevel === 'trace';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * At the other levels, one line per request an operator needs: a state change (any method but
 * GET, HEAD, OPTIONS), a failure (5xx; its error is logged once more, at error level, by the error
 * handler), or a request slower than LOG_SLOW_REQUEST_MS (a warning). Ordinary reads, nearly all
 * of the traffic, write nothing.
 */
export function registerRequestLog(app: FastifyInstance, config: Config): void {
  if (logsEveryRequest(config) || config.logLevel === 'silent') return;
  app.addHook('onResponse', (request, reply, done) => {
    const responseTime = reply.elapsedTime;
    const slow = responseTime > config.slowRequestMs;
    if (slow || reply.statusCode >= 500 || !READS.has(request.method)) {
      const line = { req: request, res: reply, responseTime, userId: request.user?.id };
      if (slow) request.log.warn(line, 'slow request');
      else request.log.info(line, 'request completed');
    }
    done();
  });
}
