import * as net from 'node:net';
import type { AddressInfo } from 'node:net';
import { connectMongo, type Logger } from '@bms/platform';
import { dbUrl, readStack } from './stack';

/** The command an OP_MSG request carries, and the collection it names. */
function commandOf(msg: Buffer): { name: string; collection: string } | null {
  if (msg.readInt32LE(12) !== 2013 || msg[20] !== 0) return null;
  const doc = msg.subarray(21);
  const end = doc.indexOf(0, 5);
  const name = doc.toString('utf8', 5, end);
  return { name, collection: doc[4] === 2 ? doc.toString('utf8', end + 5, end + 5 + doc.readInt32LE(end + 1) - 1) : '' };
}

/** Splits a byte stream into wire-protocol messages (each starts with its length). */
function framer(each: (msg: Buffer) => void): (chunk: Buffer) => void {
  let buf = Buffer.alloc(0);
  return (chunk) => {
    buf = Buffer.concat([buf, chunk]);
    while (buf.length >= 4 && buf.length >= buf.readInt32LE(0)) {
      const len = buf.readInt32LE(0);
      each(buf.subarray(0, len));
      buf = buf.subarray(len);
    }
  };
}

/**
 * A TCP proxy in front of the database that loses the answer to one
 * command: the request reaches the database, its reply never comes back
 * (as when a connection stalls), and the caller waits on it for good.
 */
export class LosingProxy {
  lost = 0;
  private readonly dropping = new Set<number>();
  private readonly sockets = new Set<net.Socket>();
  private server!: net.Server;
  port = 0;

  constructor(
    private readonly to: { host: string; port: number },
    private readonly lose: { name: string; collection: string },
  ) {}

  async start(): Promise<this> {
    this.server = net.createServer((client) => {
      const db = net.connect(this.to.port, this.to.host);
      for (const s of [client, db]) {
        this.sockets.add(s);
        s.on('error', () => undefined).on('close', () => (client.destroy(), db.destroy()));
      }
      client.on(
        'data',
        framer((msg) => {
          const c = commandOf(msg);
          if (!this.lost && c?.name === this.lose.name && c.collection === this.lose.collection) {
            this.lost++;
            this.dropping.add(msg.readInt32LE(4));
          }
          db.write(msg);
        }),
      );
      db.on(
        'data',
        framer((msg) => {
          if (!this.dropping.has(msg.readInt32LE(8))) client.write(msg);
        }),
      );
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((r) => this.server.close(r));
  }
}

/**
 * A connection to the test stack's database `dbName` through a LosingProxy
 * that loses the answer to `lose`, with the driver's pool watched:
 * `checkedOut()` is how many of its connections are out and not yet back.
 */
export async function lossyConnection(dbName: string, lose: { name: string; collection: string }, logger: Logger) {
  const base = new URL(readStack().mongoBase);
  const proxy = await new LosingProxy({ host: base.hostname, port: Number(base.port) }, lose).start();
  base.host = `127.0.0.1:${proxy.port}`;
  const conn = await connectMongo(dbUrl({ mongoBase: base.toString(), dbPrefix: '' }, dbName), logger);
  let out = 0;
  conn.getClient().on('connectionCheckedOut', () => out++);
  conn.getClient().on('connectionCheckedIn', () => out--);
  return {
    conn,
    proxy,
    checkedOut: () => out,
    async close() {
      await conn.close(true);
      await proxy.stop();
    },
  };
}
