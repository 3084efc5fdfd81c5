import * as crypto from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { serviceOf } from '@bms/protos';
import { adminToken, bearer, type TestGateway, testGateway } from '../../test/support/harness';
import { aClient } from '../../test/support/builders';
import { readStack } from '../../test/support/stack';
import { TcpLink } from '../../test/support/tcp-link';

/*
 * A replica killed under a call: the call's connection drops with no answer.
 * The gateway sends a call that may be made twice (a read, PUT, PATCH, a
 * create with an Idempotency-Key) once more, to a replica still there; the
 * client never sees the replica go. Here crm has two replicas: the stack's,
 * and one whose connections are all cut (as a kill -9 cuts them) on the
 * first call it takes.
 */
describe('a call whose replica dies under it', () => {
  let t: TestGateway;
  let admin: string;
  let dying: grpc.Server;
  let link: TcpLink;
  let taken = 0;

  beforeAll(async () => {
    dying = new grpc.Server();
    const definition = serviceOf('crm').service;
    dying.addService(
      definition,
      Object.fromEntries(
        Object.keys(definition).map((name) => [
          name,
          () => {
            taken++;
            void link.down();
          },
        ]),
      ),
    );
    const port = await new Promise<number>((resolve, reject) => dying.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))));
    link = await TcpLink.to('127.0.0.1', port);
    t = testGateway({ CRM_GRPC_URL: `ipv4:127.0.0.1:${link.port},${readStack().grpc.crm}` });
    admin = await adminToken(t.api);
  });
  afterAll(async () => {
    await link?.down();
    dying?.forceShutdown();
    await t?.close();
  });

  it('reads, PATCHes and keyed creates are answered by the replica left; none fails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30 && taken === 0; i++) {
      const res =
        i % 3 === 0
          ? await t.api.get('/api/clients?limit=1').set(bearer(admin))
          : i % 3 === 1
            ? await t.api.post('/api/clients').set(bearer(admin)).set('Idempotency-Key', crypto.randomUUID()).send(aClient())
            : await t.api.get('/api/clients?limit=1&page=1').set(bearer(admin));
      statuses.push(res.status);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(taken).toBe(1);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  }, 30_000);
});
