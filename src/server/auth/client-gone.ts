import type { FastifyReply } from 'fastify';
import { messages } from '../../domain/messages';
import { AppError } from '../errors';

/**
 * Fires when the client closes its connection before its answer is sent (or had already closed
 * it): a password check still waiting for a worker is dropped instead of done for nobody
 * (docs/decisions/052). Its reason is a 503, as for a sign-in the server was too busy to check: no
 * password was checked, so the attempt counts no guess, and nothing is logged as broken.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  const gone = () => {
    if (!response.writableFinished)
      controller.abort(new AppError('SERVICE_UNAVAILABLE', messages.api.signInBusy));
  };
  if (response.destroyed || !response.socket || response.socket.destroyed) gone();
  else response.once('close', gone);
  return controller.signal;
}
