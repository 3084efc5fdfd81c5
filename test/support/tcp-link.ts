import * as net from 'node:net';
import { Transform } from 'node:stream';

/**
 * A TCP relay to a server (the test database, a service), which a test can
 * cut and restore on the same port: to the clients behind it, an outage of
 * the server, while the shared server itself stays up for everyone else; or
 * whose answers it can hold back (`hold`), or pass each late (`answerAfter`).
 */
export class TcpLink {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  /** each connection's way back, from the server to its client */
  private readonly answers = new Map<net.Socket, net.Socket>();
  private holding = false;
  private answerDelayMs = 0;
  /** connections clients made to it, over its life */
  accepted = 0;

  private constructor(
    private readonly target: { host: string; port: number },
    public port: number,
  ) {}

  static async to(host: string, port: number): Promise<TcpLink> {
    const link = new TcpLink({ host, port }, 0);
    await link.up();
    return link;
  }

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      this.accepted++;
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream);
      if (this.answerDelayMs) {
        // A piece still held when the connection closes is dropped with it.
        upstream.pipe(late(this.answerDelayMs).on('error', () => undefined)).pipe(client);
        return;
      }
      if (!this.holding) upstream.pipe(client);
      this.answers.set(upstream, client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => {
        this.answers.delete(upstream);
        client.destroy();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /**
   * Holds back what the server sends (its answers), on the open connections
   * and new ones, while what clients send still reaches it: to a client, a
   * server that does the work and never answers, until `release`.
   */
  hold(): void {
    this.holding = true;
    for (const [upstream, client] of this.answers) {
      upstream.unpipe(client);
      upstream.pause();
    }
  }

  /**
   * Passes each piece the server sends `ms` after the one before it, in
   * order, on connections made from now on (not held by `hold`): to a
   * client, a server that answers everything, each answer slowly (a mail
   * server's tarpit).
   */
  answerAfter(ms: number): void {
    this.answerDelayMs = ms;
  }

  /** Lets what the server sent meanwhile, and what it sends from now on, through. */
  release(): void {
    this.holding = false;
    for (const [upstream, client] of this.answers) upstream.pipe(client);
  }

  /** Refuses new connections and breaks the open ones. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A stream that lets each chunk through `ms` after the one before it. */
function late(ms: number): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      setTimeout(() => done(null, chunk), ms);
    },
  });
}
