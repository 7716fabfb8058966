import net, { type Socket } from 'node:net';
import type { Server } from 'node:http';

/**
 * The connections of an HTTP server, for a shutdown that loses nothing that has already arrived.
 *
 * Node's own `server.close()` closes the listener at once, and the connections the kernel has accepted that are
 * still waiting in its queue for the process to take them are reset (ECONNRESET for a request the client has
 * already sent); it also closes idle connections (`closeIdleConnections()`), where a keep-alive connection
 * between two requests counts as idle though its next request may be on its way. Here the listener first takes
 * what is queued, then closes; every request read is answered (with `Connection: close`, main.ts); a connection
 * is closed as idle only once it has been answered at least once and has nothing under way, and one that has not
 * sent its request yet gets `firstRequestMs` to do so.
 */
export interface DrainOptions {
  /** How long the whole drain may take before the connections still open are cut. */
  drainMs: number;
  /** How long a connection that has not sent anything yet gets to send its request once the drain starts. */
  firstRequestMs: number;
  /** How long the listener may keep taking connections before it closes (5 s, within `drainMs`). */
  acceptMs?: number;
  /** How often idle connections are looked for. */
  sweepMs?: number;
  /** Called when `drainMs` passed with connections still open (they are cut then). */
  onGiveUp?: (open: number) => void;
}

interface Connection {
  acceptedAt: number;
  /** Requests read on it so far, and how many of them are not answered yet. */
  requests: number;
  underWay: number;
  /** Set when a sweep found it idle: how much it had read then. */
  idleAtBytes?: number;
}

export interface ConnectionDrain {
  /** Connections open now (tests and logs). */
  readonly open: number;
  /**
   * Take what the kernel has already accepted, close the listener, answer every request of every connection
   * accepted so far, close connections as they go idle, and resolve once none is left (or `drainMs` passed).
   */
  drain(options: DrainOptions): Promise<void>;
}

/** Track the server's connections from its start (call before it listens). */
export function trackConnections(server: Server): ConnectionDrain {
  const connections = new Map<Socket, Connection>();
  let accepted = 0;
  server.on('connection', (socket: Socket) => {
    accepted++;
    connections.set(socket, { acceptedAt: Date.now(), requests: 0, underWay: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req, res) => {
    const connection = connections.get(req.socket);
    if (!connection) return;
    connection.requests++;
    connection.underWay++;
    res.once('close', () => connection.underWay--);
  });

  /** Two turns of the event loop, with a poll phase between them (where the listener takes a connection). */
  const ioTurn = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

  return {
    get open() {
      return connections.size;
    },
    async drain({ drainMs, firstRequestMs, acceptMs = 5_000, sweepMs = 100, onGiveUp }) {
      const startedAt = Date.now();
      let gaveUp = false;
      const giveUp = setTimeout(() => {
        gaveUp = true;
        onGiveUp?.(connections.size);
        for (const socket of connections.keys()) socket.destroy();
      }, drainMs);
      // Connections the kernel has accepted wait in its queue until the listener takes them, and closing the
      // listener resets them: that, not the requests under way, is what lost the requests arriving at a
      // shutdown (test/faults/shutdown-arriving.test.ts). Node takes one per turn of its event loop, and a turn
      // that answers requests on PGlite can take 100 ms on a loaded machine, so 40 queued connections can need
      // seconds. Take turns until one brings no new connection; a balancer that has not noticed the shutdown
      // may still send some, which are served too, for at most `acceptMs`.
      while (!gaveUp && Date.now() - startedAt < acceptMs) {
        const before = accepted;
        await ioTurn();
        if (accepted === before) break;
      }
      // A connection looks idle when it has nothing under way and either has been answered before (a keep-alive
      // connection between requests) or has sent nothing for `firstRequestMs` (a preconnect that will not be
      // used). It is closed at the next sweep if it still looks idle and has read nothing since: timers run
      // before the event loop reads sockets, so after a busy stretch (PGlite answering a burst of queries blocks
      // the loop for seconds on a loaded machine) a request already in the socket's buffer is read between the
      // two sweeps instead of being reset.
      const sweep = () => {
        const now = Date.now();
        for (const [socket, c] of connections) {
          const idle =
            c.underWay === 0 &&
            (c.requests > 0 ||
              (socket.bytesRead === 0 && now - Math.max(c.acceptedAt, startedAt) > firstRequestMs));
          if (!idle) c.idleAtBytes = undefined;
          else if (c.idleAtBytes === socket.bytesRead) socket.destroy();
          else c.idleAtBytes = socket.bytesRead;
        }
      };
      await new Promise<void>((resolve) => {
        const idle = setInterval(sweep, sweepMs);
        // The listener alone: http.Server's own close() would also close every idle-looking connection at once.
        net.Server.prototype.close.call(server, () => {
          clearInterval(idle);
          clearTimeout(giveUp);
          resolve();
        });
        sweep();
      });
    },
  };
}
