import { EventBus, newEvent } from '@bms/platform';
import { OwnNatsCluster } from '../../../test/support/own-server';
import { logger } from './events-fixture';

/*
 * On a three-node NATS cluster, a service's streams are kept on as many
 * nodes as EVENTS_STREAM_REPLICAS says, so that one node lost loses no
 * event and stops no publish.
 */
describe('stream replicas', () => {
  let cluster: OwnNatsCluster;
  const buses: EventBus[] = [];
  const bus = (ns: string, replicas?: number) => {
    const b = new EventBus(cluster.url, ns, logger, 'test', replicas ? { maxBytes: 8 * 1024 * 1024, replicas } : { maxBytes: 8 * 1024 * 1024 });
    buses.push(b);
    return b;
  };

  beforeAll(async () => {
    cluster = await OwnNatsCluster.start();
  }, 60_000);
  afterAll(async () => {
    for (const b of buses) await b.close();
    await cluster?.stop();
  });

  it('keeps one copy of each stream by default', async () => {
    const b = bus(`r${Date.now().toString(36)}a`);
    await b.ensureStream('crm');
    const info = await b.manager!.streams.info(b.streamName('crm'));
    expect(info.config.num_replicas).toBe(1);
  });

  it('with 3 replicas, keeps each stream on the three nodes, and a stream made with fewer is given them', async () => {
    const ns = `r${Date.now().toString(36)}b`;
    const first = bus(ns);
    await first.ensureStream('crm');
    const b = bus(ns, 3);
    await b.ensureStream('crm');
    const info = await b.manager!.streams.info(b.streamName('crm'));
    expect(info.config.num_replicas).toBe(3);
    expect([info.cluster?.leader, ...(info.cluster?.replicas ?? []).map((r) => r.name)].sort()).toEqual(['n1', 'n2', 'n3']);
  }, 30_000);

  it('with 3 replicas, the stream’s leader killed, publishing goes on and no event is lost', async () => {
    const b = bus(`r${Date.now().toString(36)}c`, 3);
    const before = newEvent('crm.thing.created', { id: 1 }, 1);
    await b.ready();
    await b.publish(before);
    const leader = (await b.manager!.streams.info(b.streamName('crm'))).cluster!.leader!;
    await cluster.down(leader);
    try {
      const after = newEvent('crm.thing.created', { id: 2 }, 1);
      // A new leader is elected within seconds; until then a publish may time out, as the relay would retry it.
      const deadline = Date.now() + 20_000;
      for (;;) {
        try {
          await b.publish(after);
          break;
        } catch (err) {
          if (Date.now() > deadline) throw err;
          await new Promise((r) => setTimeout(r, 250));
        }
      }
      const info = await b.manager!.streams.info(b.streamName('crm'));
      expect(info.cluster?.leader).not.toBe(leader);
      expect(info.state.messages).toBe(2);
      const ids = [];
      for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
        ids.push(JSON.parse((await b.manager!.streams.getMessage(b.streamName('crm'), { seq })).string()).id as string);
      }
      expect(ids).toEqual([before.id, after.id]);
    } finally {
      await cluster.up(leader);
    }
  }, 60_000);
});
