import { changesBounds, changesStreamName, createLogger, ensureChangesStream, EventBus, newEvent } from '@bms/platform';
import { OwnNats } from '../../test/support/own-server';
import { ChangeFeed } from '../src/changes/feed';
import type { Change } from '../src/changes/visibility';

const logger = createLogger('test', 'silent');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const MB = 1024 * 1024;

/*
 * The gateway's first change stream makes CHANGES, while the domain streams
 * already hold events (records made before anyone streamed: a week of them).
 * A stream opened without a cursor then must get live changes only
 * (docs/changes-stream.md): JetStream, sourcing a domain stream from its
 * start, used to copy its past in after the feed had taken its place, and
 * every such stream got it as live.
 */
describe('a change feed on a CHANGES it makes, beside domain streams that hold events', () => {
  let nats: OwnNats;
  beforeAll(async () => void (nats = await OwnNats.start()), 30_000);
  afterAll(async () => void (await nats?.stop()));

  it('hands a stream opened without a cursor none of what the domain streams held before, and keeps each source where it began', async () => {
    const ns = `bk${Date.now().toString(36)}`;
    const bus = new EventBus(nats.url, ns, logger, 'test', { maxBytes: 8 * MB });
    const feed = new ChangeFeed({ natsUrl: nats.url, namespace: ns, windowSeconds: 600, maxBytes: 8 * MB, ringSize: 1000, reader: 'test' }, logger);
    try {
      await bus.ready();
      // Made first: 2,000 first publishes would each ask for it at once (a TIMEOUT in CI).
      await bus.ensureStream('billing');
      // Enough that JetStream would still be copying them when the feed reads where CHANGES stands (30 were copied before),
      // published 200 at a time.
      for (let from = 0; from < 2000; from += 200) {
        await Promise.all(Array.from({ length: 200 }, (_, i) => bus.publish(newEvent('billing.invoice.created', { id: from + i + 1 }, 1))));
      }
      // What the gateway does for a stream without a cursor (hub.ts).
      await feed.start();
      const at = feed.position;
      const got: Change[] = [];
      feed.add({ offer: (c) => void (c.seq > at && got.push(c)), missed: () => undefined });
      await bus.publish(newEvent('billing.invoice.created', { id: 5000 }, 1));
      const deadline = Date.now() + 10_000;
      while (!got.some((c) => c.id === 5000) && Date.now() < deadline) await sleep(50);
      expect(got.map((c) => c.id)).toEqual([5000]);
      expect((await changesBounds(bus)).last).toBe(feed.position);

      // Made again by another replica (or the next start): the sources keep their starts, which a restart of NATS reads again.
      const sources = async () => (await bus.manager!.streams.info(changesStreamName(bus))).config.sources;
      const before = await sources();
      expect(before?.find((s) => s.name === bus.streamName('billing'))).toMatchObject({ opt_start_seq: 2001 });
      await ensureChangesStream(bus, { windowSeconds: 600, maxBytes: 8 * MB });
      expect(await sources()).toEqual(before);
    } finally {
      await feed.close();
      await bus.close();
    }
  }, 60_000);
});
