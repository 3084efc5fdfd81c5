import * as grpc from '@grpc/grpc-js';
import express from 'express';
import request from 'supertest';
import { createClient, createGrpcServer, createLogger, type GrpcServer } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import type { Backends } from '../src/pipeline/clients';
import { probes } from '../src/pipeline/probes';
import { type TestGateway, testGateway } from '../../test/support/harness';
import { lib, readStack } from '../../test/support/stack';

/*
 * The gateway's /readyz says whether this gateway can serve: each service
 * it calls has at least one replica that answers SERVING. A replica of two
 * that answers NOT_SERVING (stopping, or its database out of reach) must
 * not make it unready: in Kubernetes every gateway would leave the load
 * balancer at once during a rolling restart of one service. Here crm has
 * two replicas: the stack's, and one whose health says NOT_SERVING while
 * it stays connected, as a replica does while it stops.
 */

/** A crm replica that is up and connected but answers NOT_SERVING (the health a stopping replica gives). */
async function notServingReplica(port = 0): Promise<{ server: GrpcServer; port: number }> {
  const server = createGrpcServer({
    logger: createLogger('not-serving', 'silent'),
    verifyToken: () => {
      throw new Error('no calls expected');
    },
    serviceName: 'bms.crm.v1.Crm',
  });
  const bound = await server.start('127.0.0.1', port);
  server.setServing(false);
  return { server, port: bound };
}

const readyz = async (t: TestGateway) => {
  const r = await t.api.get('/readyz');
  return { status: r.status, crm: r.body.checks?.crm as boolean | undefined };
};

/** Until the new gateway's Redis client has connected (not ready before: it is not what is tested here). */
async function redisConnected(t: TestGateway): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await t.api.get('/readyz')).body.checks?.redis) {
    if (Date.now() > deadline) throw new Error('the gateway never reached Redis');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('gateway readiness with two replicas of a service', () => {
  let stopping: { server: GrpcServer; port: number };
  let other: { server: GrpcServer; port: number };
  beforeAll(async () => {
    stopping = await notServingReplica();
    other = await notServingReplica();
  });
  afterAll(async () => {
    await stopping?.server.stop(1_000);
    await other?.server.stop(1_000);
  });

  it('one replica NOT_SERVING, the other SERVING: the gateway stays ready, whichever replica a check reaches', async () => {
    const t = testGateway({ CRM_GRPC_URL: `ipv4:127.0.0.1:${stopping.port},${readStack().grpc.crm}` });
    try {
      await redisConnected(t);
      const answers = [];
      for (let i = 0; i < 12; i++) answers.push(await readyz(t));
      expect(answers.filter((a) => a.status !== 200)).toEqual([]);
      expect(answers.every((a) => a.crm === true)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it.each([
    ['every replica NOT_SERVING', () => `ipv4:127.0.0.1:${stopping.port},127.0.0.1:${other.port}`],
    ['no replica reachable', async () => `ipv4:127.0.0.1:${await lib.freePort()}`],
  ])('%s: not ready, crm named', async (_what, target) => {
    const t = testGateway({ CRM_GRPC_URL: await target() });
    try {
      await redisConnected(t);
      expect(await readyz(t)).toEqual({ status: 503, crm: false });
    } finally {
      await t.close();
    }
  });

  it('no replica connected, one reachable again while the channel backs off: ready, as a call waits for it', async () => {
    const port = await lib.freePort();
    const crm = createClient<grpc.Client>(serviceOf('crm'), `ipv4:127.0.0.1:${port}`);
    const app = express();
    probes({ clients: { crm } as unknown as Backends['clients'], redis: undefined }).serve(app);
    let back: GrpcServer | undefined;
    try {
      // The channel tries, is refused, and waits out its back-off (250 ms at first).
      crm.getChannel().getConnectivityState(true);
      await new Promise<void>((resolve) => {
        const watch = (s: grpc.connectivityState) => {
          if (s === grpc.connectivityState.TRANSIENT_FAILURE) return resolve();
          crm.getChannel().watchConnectivityState(s, Date.now() + 5_000, () => watch(crm.getChannel().getConnectivityState(false)));
        };
        watch(crm.getChannel().getConnectivityState(false));
      });
      back = (await notServingReplica(port)).server;
      back.setServing(true);
      const r = await request(app).get('/readyz');
      expect({ status: r.status, checks: r.body.checks }).toEqual({ status: 200, checks: { crm: true } });
    } finally {
      crm.close();
      await back?.stop(1_000);
    }
  });
});
