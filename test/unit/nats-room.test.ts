import { connect, type JetStreamManager, type NatsConnection, StorageType } from 'nats';
import { roomFor, runStarted, STALE_RUN_MS, strayStreams, sweepStaleRuns } from '../support/nats-room';
import { OwnNats } from '../support/own-server';

const MiB = 1024 * 1024;

/**
 * A test run's room on a shared NATS (test/support/nats-room.ts), on a NATS
 * of the test's own whose JetStream store is 64 MiB: what the global setup
 * and teardown do with the streams of runs.
 */
describe("a test run's room on a shared NATS", () => {
  let nats: OwnNats;
  let nc: NatsConnection;
  let jsm: JetStreamManager;
  beforeAll(async () => {
    nats = await OwnNats.start({ maxFileStore: '64M' });
    nc = await connect({ servers: nats.url });
    jsm = await nc.jetstreamManager();
  });
  afterAll(async () => {
    await nc?.close();
    await nats?.stop();
  });
  afterEach(async () => {
    for (const name of await names()) await jsm.streams.delete(name);
  });

  const add = (name: string, maxBytes: number) =>
    jsm.streams.add({ name, subjects: [`${name}.>`], storage: StorageType.File, max_bytes: maxBytes });
  const names = async () => {
    const all: string[] = [];
    for await (const s of jsm.streams.list()) all.push(s.config.name);
    return all.sort();
  };
  const run = (at: number) => `t${at.toString(36)}beef`;

  it("reads a run's start from its streams' names, and nothing from other names", () => {
    const at = Date.now() - 60_000;
    expect(runStarted(`${run(at)}_CRM`)).toBe(at);
    expect(runStarted(`${run(at)}_courier_NOTIFY`)).toBe(at);
    expect(runStarted(`${run(at)}menus0_CONTENT`)).toBe(at);
    expect(runStarted('tasksnotatime_WORK')).toBeUndefined();
    expect(runStarted('menusmx1xxh8a1_CONTENT')).toBeUndefined();
    expect(runStarted(`${run(at)}_probe`)).toBeUndefined();
  });

  it("tells when the server cannot reserve a run's room, and leaves nothing behind when it can", async () => {
    expect(await roomFor(nats.url, run(Date.now()), 32 * MiB)).toBeUndefined();
    expect(await names()).toEqual([]);
    // a run's room, by default: more than this server's whole store
    expect(await roomFor(nats.url, run(Date.now()))).toMatch(/^its JetStream cannot reserve 4096 MiB more \(insufficient storage/);
    // Streams left behind hold 48 of the 64 MiB, though they hold no message.
    await add('menusleft0_CONTENT', 24 * MiB);
    await add('menusleft1_CONTENT', 24 * MiB);
    const why = await roomFor(nats.url, run(Date.now()), 32 * MiB);
    expect(why).toMatch(/cannot reserve 32 MiB more .*2 streams reserve 48 MiB/);
    expect(await names()).toEqual(['menusleft0_CONTENT', 'menusleft1_CONTENT']);
  });

  it('deletes the streams of runs older than a run lasts, and only theirs', async () => {
    const now = Date.now();
    const killed = run(now - STALE_RUN_MS - 60_000);
    const running = run(now - STALE_RUN_MS + 60_000);
    for (const name of [`${killed}_CRM`, `${killed}_courier_NOTIFY`, `${running}_CRM`, 'menusold_CONTENT', 'CONTENT']) await add(name, MiB);
    expect((await sweepStaleRuns(nats.url, now)).sort()).toEqual([`${killed}_CRM`, `${killed}_courier_NOTIFY`]);
    expect(await names()).toEqual(['CONTENT', 'menusold_CONTENT', `${running}_CRM`]);
  });

  it("names the streams a run made outside its namespace, and its own that are too large", async () => {
    await add('menusbefore_CONTENT', MiB);
    const since = Date.now() + 1_000;
    await new Promise((r) => setTimeout(r, 1_100));
    const ns = run(Date.now());
    const other = run(Date.now() - 5_000);
    await add(`${ns}_CRM`, 8 * MiB);
    await add(`${ns}menus0_CONTENT`, 40 * MiB);
    await add('menusmx1xxh8a1_CONTENT', MiB);
    await add(`${other}_CRM`, MiB);
    await add('CONTENT', MiB);
    const found = await strayStreams(nats.url, ns, since);
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${ns}menus0_CONTENT \\(40 MiB: more than the 32 MiB`)),
        expect.stringMatching(/^menusmx1xxh8a1_CONTENT \(1 MiB, outside the run's namespace/),
      ]),
    );
    // made before the run began: another's, left as it is
    expect(found.join()).not.toContain('menusbefore');
  });
});
