import { changesBounds, changesStreamName, ensureChangesStream, EventBus, followChanges, newEvent } from '@bms/platform';
import { OwnNatsCluster } from '../../../test/support/own-server';
import { logger } from './events-fixture';

/*
 * A follower of CHANGES on a three-node NATS cluster with one node down.
 * The cluster places about one new consumer in three on the dead node,
 * where it is never made, and keeps a name where it first placed it: a
 * follower that asked again under the same name would wait for minutes.
 * Each follower asked for here answers or gives up within its few tries
 * (a hang fails the test by its timeout), and one that answers delivers
 * from where it was asked to start.
 */
describe('following CHANGES with a NATS node down', () => {
  const MB = 1024 * 1024;
  let cluster: OwnNatsCluster;
  let bus: EventBus;

  beforeAll(async () => {
    cluster = await OwnNatsCluster.start();
    bus = new EventBus(cluster.url, `fc${Date.now().toString(36)}`, logger, 'test', { maxBytes: 8 * MB, replicas: 3 });
    await bus.ready();
    await bus.ensureStream('crm');
    await ensureChangesStream(bus, { windowSeconds: 600, maxBytes: 8 * MB, replicas: 3 });
    await bus.publish(newEvent('crm.client.created', { id: 1 }, 1));
    const deadline = Date.now() + 20_000;
    while ((await changesBounds(bus)).last < 1) {
      if (Date.now() > deadline) throw new Error('CHANGES never sourced the event');
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 60_000);

  afterAll(async () => {
    await bus?.close();
    await cluster?.stop();
  });

  it('every follower asked for answers or gives up, none waits on the dead node; those that answer deliver', async () => {
    // A node that neither serves this client nor leads CHANGES: what is tried is placement alone.
    const served = Number(bus.connection!.getServer().split(':').pop());
    const leader = (await bus.manager!.streams.info(changesStreamName(bus))).cluster?.leader;
    const victim = cluster.nodes.find((n) => n.clientPort !== served && n.name !== leader)!;
    await cluster.down(victim.name);

    let made = 0;
    // Nine followers: a first try on the dead node is all but certain (one in three each).
    for (let i = 0; i < 9; i++) {
      const got: number[] = [];
      const stop = await followChanges(bus, 1, (m) => got.push(m.seq), 'test').catch(() => undefined);
      if (!stop) continue;
      made++;
      const deadline = Date.now() + 10_000;
      while (!got.includes(1) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await stop();
      expect(got[0]).toBe(1);
    }
    expect(made).toBeGreaterThan(0);
  }, 150_000);
});
