import type * as http from 'node:http';
import * as net from 'node:net';

/** Requests in flight on an HTTP server, and its draining. */
export interface RequestTracker {
  inFlight(): number;
  /** From now on every response closes its connection (a client keeps none to a server that is going). */
  drain(): void;
}

/** Counts the requests in flight on `server`; once draining, each response closes its connection. */
export function trackRequests(server: http.Server): RequestTracker {
  let inFlight = 0;
  let draining = false;
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight++;
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => inFlight--);
  });
  return {
    inFlight: () => inFlight,
    drain() {
      draining = true;
    },
  };
}

/**
 * Stops an HTTP server without failing a request it took: it stops taking
 * connections, answers every request already sent on those it has,
 * including requests whose bytes have not been read yet (http.Server#close
 * would close those connections as idle, and the client would see its
 * request reset), then closes the connections left idle; what is still
 * open at `timeoutMs` is cut. `inFlight` counts the requests being
 * answered. A client whose request meets a connection closed here never
 * had a byte of it read: it may send it elsewhere.
 */
export async function closeGracefully(server: http.Server, inFlight: () => number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    if (inFlight() === 0) {
      // Give sockets accepted a moment ago the chance to send their request.
      await new Promise((r) => setTimeout(r, 200));
      if (inFlight() === 0) break;
    }
  }
  server.closeIdleConnections();
  const cut = setTimeout(() => server.closeAllConnections(), Math.max(0, deadline - Date.now()));
  await closed;
  clearTimeout(cut);
}
