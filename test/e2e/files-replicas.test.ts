import * as crypto from 'node:crypto';
import * as http from 'node:http';
import * as net from 'node:net';
import { type Connection, connectMongo, createLogger } from '@bms/platform';
import { adminSession, type AdminSession, bearer } from '../support/harness';
import { PNG } from '../support/files';
import { dbUrl, lib, readStack } from '../support/stack';

// The files service's HTTP server behind the gateway as several replicas
// (FILES_HTTP_URL lists them): requests go to each in turn. A replica that
// takes none of a request (down: its connection refused) is passed over and
// the request goes to another; one that fails after taking the body (killed
// under it) is answered 503 with Retry-After, so that the client's retry
// with the same Idempotency-Key makes the file once; one that keeps the
// gateway waiting past GRPC_TIMEOUT_MS (stuck) is 504 with Retry-After.

/**
 * A replica that dies under an upload: it takes the request (100 Continue)
 * and the first bytes of its body, then drops the connection, as a kill -9
 * drops it.
 */
async function dyingReplica(): Promise<{ port: number; taken: () => number; close: () => void }> {
  let taken = 0;
  const server = net.createServer((socket) => {
    let seen = Buffer.alloc(0);
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      seen = Buffer.concat([seen, chunk]);
      const headEnd = seen.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      if (seen.length === headEnd + 4) return void socket.write('HTTP/1.1 100 Continue\r\n\r\n');
      if (seen.length > headEnd + 4) {
        taken++;
        socket.resetAndDestroy();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { port: (server.address() as net.AddressInfo).port, taken: () => taken, close: () => server.close() };
}

/**
 * A replica that takes every request (100 Continue to a body) and never
 * answers, as one stuck or slow does; counts what it was sent.
 */
async function silentReplica(): Promise<{ port: number; got: () => number; close: () => void }> {
  let got = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let seen = '';
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    socket.on('data', (chunk: Buffer) => {
      if (seen.includes('\r\n\r\n')) return;
      seen += chunk.toString('latin1');
      if (!seen.includes('\r\n\r\n')) return;
      got++;
      if (/^expect: 100-continue/im.test(seen)) socket.write('HTTP/1.1 100 Continue\r\n\r\n');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as net.AddressInfo).port,
    got: () => got,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

/** A replica that answers every request at once (an error the routes may answer, 401, naming itself), and counts them. */
async function answeringReplica(): Promise<{ port: number; got: () => number; close: () => void }> {
  let got = 0;
  const server = http.createServer((req, res) => {
    got++;
    req.resume();
    req.on('end', () => res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, message: 'the answering replica' })));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as net.AddressInfo).port,
    got: () => got,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('files over HTTP, on two replicas', () => {
  const stack = readStack();
  let db: Connection;
  beforeAll(async () => {
    db = await connectMongo(dbUrl(stack, 'files'), createLogger('test', 'silent'));
  });
  afterAll(async () => {
    await db?.close();
  });
  const upload = (s: AdminSession, key: string) =>
    s.api
      .post('/api/file-manager/files')
      .set(bearer(s.admin))
      .set('Idempotency-Key', key)
      .attach('file', Buffer.concat([PNG, crypto.randomBytes(64)]), { filename: `${key}.png` });
  const made = (key: string) => db.collection('files').countDocuments({ name: `${key}.png` });

  it('one down (its connections refused): every upload goes to the other, at its first try, made once', async () => {
    const down = await lib.freePort();
    const s = await adminSession({ FILES_HTTP_URL: `http://127.0.0.1:${down},${stack.http.files}` });
    try {
      for (let i = 0; i < 4; i++) {
        const key = `up-${crypto.randomUUID()}`;
        const res = await upload(s, key);
        expect(res.status).toBe(201);
        expect(await made(key)).toBe(1);
      }
    } finally {
      await s.t.close();
    }
  });

  it('one killed after taking an upload: 503 with Retry-After; the retry with the same key reaches the other and makes the file once', async () => {
    const dying = await dyingReplica();
    const s = await adminSession({ FILES_HTTP_URL: `http://127.0.0.1:${dying.port},${stack.http.files}` });
    try {
      // Round-robin sends one of the first two to the dying replica.
      let key = '';
      let first;
      for (let i = 0; i < 2 && dying.taken() === 0; i++) {
        key = `up-${crypto.randomUUID()}`;
        first = await upload(s, key);
      }
      expect(dying.taken()).toBe(1);
      expect({ status: first!.status, retryAfter: first!.headers['retry-after'] }).toEqual({ status: 503, retryAfter: '1' });
      const retried = await upload(s, key);
      expect(retried.status).toBe(201);
      expect((await upload(s, key)).body.record.id).toBe(retried.body.record.id);
      expect(await made(key)).toBe(1);
    } finally {
      dying.close();
      await s.t.close();
    }
  });

  it('none answers within GRPC_TIMEOUT_MS (a replica stuck): an upload and a download are 504 with Retry-After and the error body, as a call past its deadline', async () => {
    const stuck = await silentReplica();
    const s = await adminSession({ FILES_HTTP_URL: `http://127.0.0.1:${stuck.port}`, GRPC_TIMEOUT_MS: '1500' });
    try {
      const answers = [
        await upload(s, `up-${crypto.randomUUID()}`).timeout(8_000),
        await s.api.get('/api/file-manager/files/1/download').set(bearer(s.admin)).timeout(8_000),
      ];
      for (const res of answers) {
        expect({ status: res.status, retryAfter: res.headers['retry-after'], type: res.headers['content-type'], body: res.body }).toEqual({
          status: 504,
          retryAfter: '1',
          type: expect.stringMatching(/^application\/json/),
          body: { success: false, message: 'The request took too long.' },
        });
      }
      expect(stuck.got()).toBe(2);
    } finally {
      stuck.close();
      await s.t.close();
    }
  }, 30_000);

  describe('a client gone before its answer (commit 5f5f8fc)', () => {
    let silent: Awaited<ReturnType<typeof silentReplica>>;
    let answering: Awaited<ReturnType<typeof answeringReplica>>;
    let s: AdminSession;
    beforeEach(async () => {
      [silent, answering] = await Promise.all([silentReplica(), answeringReplica()]);
      // Round-robin: the first request goes to the silent replica, the next to the answering one, and so on.
      s = await adminSession({ FILES_HTTP_URL: `http://127.0.0.1:${silent.port},http://127.0.0.1:${answering.port}` });
    });
    afterEach(async () => {
      silent.close();
      answering.close();
      await s.t.close();
    });
    /** A request the client gives up on after `ms`: resolves once it has. */
    const abandoned = (req: { timeout(ms: number): PromiseLike<unknown> }, ms = 400) => Promise.resolve(req.timeout(ms)).then(
      () => 'answered',
      () => 'abandoned',
    );

    it('an upload abandoned while its replica works on it: that replica is not passed over (it did not fail), the next uploads go to each replica in turn', async () => {
      expect(await abandoned(upload(s, `up-${crypto.randomUUID()}`))).toBe('abandoned');
      expect({ silent: silent.got(), answering: answering.got() }).toEqual({ silent: 1, answering: 0 });
      await sleep(50);
      // In turn: the answering replica, then the silent one again (a replica marked failed would be passed over for 1 s).
      expect((await upload(s, `up-${crypto.randomUUID()}`)).body.message).toBe('the answering replica');
      expect(await abandoned(upload(s, `up-${crypto.randomUUID()}`))).toBe('abandoned');
      expect({ silent: silent.got(), answering: answering.got() }).toEqual({ silent: 2, answering: 1 });
    });

    it('a download abandoned while its replica works on it is not sent to the other replica', async () => {
      const download = s.api.get('/api/file-manager/files/1/download').set(bearer(s.admin));
      expect(await abandoned(download)).toBe('abandoned');
      await sleep(300);
      expect({ silent: silent.got(), answering: answering.got() }).toEqual({ silent: 1, answering: 0 });
    });
  });
});
