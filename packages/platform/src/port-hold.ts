import * as net from 'node:net';

/** A port taken before the server that will listen on it is ready to. */
export interface PortHold {
  /** Gives the port up (closed by the time this returns), for its server to bind at once; idempotent. */
  release(): void;
}

/**
 * Holds `host:port` from the start of a process until its server listens
 * there. A service connects out (its database, NATS, Redis) before it
 * listens, and its standard ports (50051 and up) lie in Linux's ephemeral
 * range (32768–60999): one of its own outgoing connections could be given
 * the port it is about to listen on, and the start then failed with
 * EADDRINUSE (seen in the chaos cluster). The kernel never picks a port that
 * a socket is bound to for a connection out, so the port is bound first.
 * Whoever connects to it meanwhile is turned away at once, as by a closed
 * port: the service is not up yet. Port 0 (any free one, picked at bind
 * time) needs no hold. A port already in use fails here, before anything
 * else is started.
 */
export async function holdPort(host: string, port: number): Promise<PortHold> {
  if (port === 0) return { release: () => undefined };
  const holder = net.createServer((socket) => socket.resetAndDestroy());
  await new Promise<void>((resolve, reject) => {
    holder.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new Error(`${host}:${port} is in use by another process`) : err),
    );
    holder.listen(port, host, resolve);
  });
  return {
    // The listening socket is closed within close() itself; its callback waits for nothing of ours.
    release: () => {
      if (holder.listening) holder.close();
    },
  };
}
