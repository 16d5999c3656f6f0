import type { Server } from 'node:http';

/**
 * Waits, still listening, until the server has had no new connection and no new request for
 * `quietMs` (at most `maxMs`). Node's close() drops every connection with no request under way
 * ("idle"), and a connection the server accepted a moment ago whose request it has not read yet is
 * idle too: on a busy machine, requests sent just before a Ctrl-C were cut half-way. Waiting for a
 * quiet moment first lets every such request start, so close() answers it instead.
 */
export function untilQuiet(server: Server, quietMs = 150, maxMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    let quiet: NodeJS.Timeout;
    const done = () => {
      clearTimeout(quiet);
      clearTimeout(limit);
      server.off('connection', restart);
      server.off('request', restart);
      resolve();
    };
    const restart = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    };
    const limit = setTimeout(done, maxMs);
    server.on('connection', restart);
    server.on('request', restart);
    restart();
  });
}
