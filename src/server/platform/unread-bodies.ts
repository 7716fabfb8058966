import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How long a connection whose request body was left unread by its answer stays open after that answer. */
export const UNREAD_BODY_MS = 30_000;

/**
 * A request answered before its body was read (an upload told to come back later, decided before its body;
 * decision 0027): its connection stays open for `ms` after the answer, then is closed. @hono/node-server's own
 * clean-up (turned off where main.ts starts the server) closed it half a second after the answer, and a client
 * still sending its body lost the answer to the reset (33 of 60 refused uploads in the upload-flood fault test,
 * CI of 2026-11-28). Meanwhile the body is not read (the client's sending waits on the connection's window), so
 * it costs the server an idle socket for at most `ms`, no memory and no reading.
 */
export function closeUnreadBodies(server: Server, ms = UNREAD_BODY_MS): void {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    response.once('finish', () => {
      if (request.complete || request.destroyed) return;
      const timer = setTimeout(() => request.socket.destroy(), ms);
      timer.unref();
      const stop = () => clearTimeout(timer);
      request.once('end', stop);
      request.socket.once('close', stop);
    });
  });
}
