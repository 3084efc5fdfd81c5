import mongoose from 'mongoose';
import { connectMongo, Counters, createLogger, type DeadLetter, EventBus, type EventEnvelope, OutboxRelay, Store, type StoredFields, storedSchema } from '@bms/platform';
import { OwnNats } from '../../../test/support/own-server';
import { dbUrl, readStack } from '../../../test/support/stack';

export interface ThingDoc extends StoredFields {
  name: string;
  a?: number;
  b?: number;
}

export const logger = createLogger('test', process.env.TEST_LOG ?? 'silent');

export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A namespace no other test uses. */
export const freshNamespace = (tag: string) => `ev${Date.now().toString(36)}${tag}`;

/**
 * A NATS server of the test file's own and a database on the test stack's
 * devdb, with the outbox pieces built on them as a service builds them.
 */
export function eventsFixture() {
  const f = {} as { nats: OwnNats; conn: mongoose.Connection };
  beforeAll(async () => {
    f.nats = await OwnNats.start();
    f.conn = await connectMongo(dbUrl(readStack(), `events_${Date.now()}`), logger);
  });
  afterAll(async () => {
    await f.conn.close();
    await f.nats.stop();
  });

  function setup(ns: string) {
    const bus = new EventBus(f.nats.url, ns, logger, 'test');
    const deadLetters = f.conn.db!.collection<DeadLetter>(`dead_letters_${ns}`);
    const relay = new OutboxRelay(bus, logger, { sweepMs: 60_000, minBackoffMs: 100, maxBackoffMs: 500, deadLetters });
    const model = f.conn.model<ThingDoc>(`Thing_${ns}`, storedSchema<ThingDoc>({ name: String, a: Number, b: Number }), `things_${ns}`);
    const store = new Store<ThingDoc>(model, new Counters(f.conn), relay);
    relay.start();
    return { bus, relay, store, model, deadLetters };
  }

  /** Every event on the namespace's crm subjects, as JetStream stored them. */
  async function streamed(bus: EventBus): Promise<EventEnvelope[]> {
    const jsm = bus.manager!;
    const info = await jsm.streams.info(bus.streamName('crm'));
    const out: EventEnvelope[] = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
      const m = await jsm.streams.getMessage(bus.streamName('crm'), { seq });
      out.push(JSON.parse(m.string()) as EventEnvelope);
    }
    return out;
  }

  return {
    get nats() {
      return f.nats;
    },
    get conn() {
      return f.conn;
    },
    setup,
    streamed,
  };
}
