import { changesBounds, changesStreamName, ensureChangesStream, EventBus, followChanges, newEvent, readChanges } from '@bms/platform';
import { OwnNatsCluster } from '../../../test/support/own-server';
import { logger } from './events-fixture';

/*
 * Followers and resume reads of CHANGES on a three-node NATS cluster with
 * one node down. The cluster places about one new consumer in three on the
 * dead node, where it is never made, and keeps a name where it first placed
 * it: asked again under the same name, a consumer would wait for minutes.
 * Each one asked for here answers or gives up within its few tries (a hang
 * fails the test by its timeout), and one that answers delivers from where
 * it was asked to start.
 */
describe('following and reading CHANGES with a NATS node down', () => {
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

  let killed = false;
  /** A node that neither serves this client nor leads CHANGES, killed (once): what is tried is placement alone. */
  async function downOne(): Promise<void> {
    if (killed) return;
    killed = true;
    const served = Number(bus.connection!.getServer().split(':').pop());
    const leader = (await bus.manager!.streams.info(changesStreamName(bus))).cluster?.leader;
    const victim = cluster.nodes.find((n) => n.clientPort !== served && n.name !== leader)!;
    await cluster.down(victim.name);
  }

  it('every follower asked for answers or gives up, none waits on the dead node; those that answer deliver', async () => {
    await downOne();

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

  it('every resume read answers or fails, none waits on the dead node; those that answer read the range', async () => {
    await downOne();
    let read = 0;
    for (let i = 0; i < 9; i++) {
      const got: number[] = [];
      const ok = await readChanges(bus, 1, 1, (m) => got.push(m.seq), 'test').then(() => true, () => false);
      if (!ok) continue;
      read++;
      expect(got).toEqual([1]);
    }
    expect(read).toBeGreaterThan(0);
  }, 150_000);
});
