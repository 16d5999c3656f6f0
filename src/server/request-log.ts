import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from './config';

/** At debug and trace every request is logged, as Fastify does by default (incoming and completed). */
export const logsEveryRequest = (config: Config): boolean =>
  config.logLevel === 'debug' || config.logLevel === 'trace';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Below debug, one line per request an operator needs, when it completes: a state change (any
 * method but GET, HEAD, OPTIONS) or a failure (5xx; its error is also logged, once, at error level
 * by the error handler) as 'request completed', and a request slower than LOG_SLOW_REQUEST_MS as a
 * 'slow request' warning. Ordinary reads, nearly all of the traffic, write nothing.
 */
class OperatorRequestLog extends LogController {
  constructor(private readonly slowRequestMs: number) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // The response itself failed (a broken stream): logged as Fastify does.
    if (error) return super.requestCompleted(error, request, reply);
    const responseTime = reply.elapsedTime;
    const slow = responseTime > this.slowRequestMs;
    if (!slow && reply.statusCode < 500 && READS.has(request.method)) return;
    const line = { req: request, res: reply, responseTime, userId: request.user?.id };
    if (slow) reply.log.warn(line, 'slow request');
    else reply.log.info(line, 'request completed');
  }
}

/** Fastify's `logController` for LOG_LEVEL (request logs: docs/decisions/017). */
export function requestLogController(config: Config): LogController {
  return logsEveryRequest(config) ? new LogController() : new OperatorRequestLog(config.slowRequestMs);
}
