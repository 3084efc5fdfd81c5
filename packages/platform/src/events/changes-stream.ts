import { type Consumer, type ConsumerMessages, DeliverPolicy, DiscardPolicy, nanos, RetentionPolicy, StorageType, type StreamSource } from 'nats';
import type { EventBus } from './bus';
import { type EventDomain, parseEnvelope, type EventEnvelope } from './envelope';

/**
 * The CHANGES stream: every event of the record domains, sourced by
 * JetStream from their streams and kept for a short window, so that its
 * sequence is a cursor any reader (any gateway replica) can resume from.
 * Created by whoever follows it (the gateways); the domain streams it
 * sources are the services' (JetStream starts sourcing one once it exists),
 * each from where it ended when CHANGES first sourced it: what a domain
 * stream held before is no change of CHANGES' time.
 */
export const CHANGE_DOMAINS: readonly EventDomain[] = ['identity', 'crm', 'work', 'billing', 'content', 'files'];

export interface ChangesStreamOptions {
  /** how long a change is kept (the resume window) */
  windowSeconds: number;
  maxBytes: number;
  replicas?: number;
}

/** One message of the CHANGES stream. */
export interface SequencedEvent {
  seq: number;
  /** the event, or undefined when the message is not one (it still takes its sequence) */
  evt: EventEnvelope | undefined;
}

/** Where the stream stands: its first and last sequence, and when its first message was stored. */
export interface ChangesBounds {
  first: number;
  last: number;
  firstAt: Date;
}

export function changesStreamName(bus: Pick<EventBus, 'namespace'>): string {
  const ns = bus.namespace.replace(/[^A-Za-z0-9_-]/g, '_');
  return ns ? `${ns}_CHANGES` : 'CHANGES';
}

/** Creates CHANGES, or brings its window and sources up to date; safe to call from every replica. */
export async function ensureChangesStream(bus: EventBus, opts: ChangesStreamOptions): Promise<string> {
  await bus.ready();
  const jsm = bus.manager!;
  const name = changesStreamName(bus);
  // A domain stream's past, copied in by JetStream after the feeds had taken their place, would reach the
  // streams opened without a cursor as live changes (days of them: a domain stream keeps a week). So each
  // source starts after its stream's last message; one not made yet, from its start (all of it will be new).
  // A source already followed keeps its entry: its start dropped, a NATS restart before it delivered
  // anything would copy its whole stream in.
  const sourcesAfter = (kept: readonly StreamSource[]): Promise<StreamSource[]> =>
    Promise.all(
      CHANGE_DOMAINS.map(async (d) => {
        const source = bus.streamName(d);
        const known = kept.find((s) => s.name === source);
        if (known) return known;
        const last = await jsm.streams.info(source).then(
          (i) => i.state.last_seq,
          (err: unknown) => {
            if ((err as { code?: string }).code === '404') return undefined;
            throw err;
          },
        );
        return last === undefined ? { name: source } : { name: source, opt_start_seq: last + 1 };
      }),
    );
  const config = (sources: StreamSource[]) => ({
    name,
    subjects: [],
    sources,
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: nanos(opts.windowSeconds * 1000),
    // JetStream refuses a duplicate window longer than the age (nothing is published here: sources only).
    duplicate_window: nanos(Math.min(opts.windowSeconds, 120) * 1000),
    max_bytes: opts.maxBytes,
    num_replicas: opts.replicas ?? 1,
  });
  try {
    const info = await jsm.streams.info(name);
    await jsm.streams.update(name, config(await sourcesAfter(info.config.sources ?? [])));
  } catch (err) {
    if ((err as { code?: string }).code !== '404') throw err;
    try {
      await jsm.streams.add(config(await sourcesAfter([])));
    } catch (added) {
      // Another replica made it meanwhile.
      if (!/already in use|exists/i.test(String((added as Error).message))) throw added;
    }
  }
  return name;
}

/**
 * How long the requests for a consumer of CHANGES (a follower's, a
 * resume's) wait for an answer. A NATS cluster places such a consumer (kept
 * on one node) on any node that keeps CHANGES, a dead one included, for as
 * long as that node is down: about one try in three then never answers,
 * and the next one, placed again, should not wait long behind it.
 */
export const FOLLOW_REQUEST_MS = 2_000;

/** Where CHANGES stands; `timeoutMs` bounds the wait for its answer (the bus's own otherwise). */
export async function changesBounds(bus: EventBus, timeoutMs?: number): Promise<ChangesBounds> {
  const jsm = timeoutMs ? await bus.connection!.jetstreamManager({ timeout: timeoutMs, checkAPI: false }) : bus.manager!;
  const info = await jsm.streams.info(changesStreamName(bus));
  return { first: info.state.first_seq, last: info.state.last_seq, firstAt: new Date(info.state.first_ts) };
}

function sequenced(seq: number, text: string): SequencedEvent {
  try {
    return { seq, evt: parseEnvelope(text) };
  } catch {
    return { seq, evt: undefined };
  }
}

/** What the name of a reader's consumers begins with: who reads (a gateway's host) is seen in `nats consumer ls`. */
export function changesConsumerPrefix(kind: 'feed' | 'read', reader = 'changes'): string {
  return `${reader.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64)}_${kind}_`;
}

/** How long each pull of a follower waits (and how often, at most, a lost consumer is asked to be made again). */
const FOLLOW_EXPIRES_MS = 5_000;

/** Consumers asked for, each under a name of its own, before a follow or a read gives up (its caller asks again later). */
const CONSUMER_TRIES = 3;

/**
 * An ordered consumer of CHANGES from `from` on, its pulls started. nats.js
 * asks for an ordered consumer's first consumer again and again under one
 * name, and the cluster keeps a name where it first placed it: placed on a
 * dead node, every try under that name goes unanswered until the node is
 * back. So each is asked for once (`maxInitialReset`, the tries nats.js
 * makes, set to none; each request waits FOLLOW_REQUEST_MS), and the next
 * try is a consumer of a new name, placed anew: CONSUMER_TRIES in all.
 */
async function orderedChanges(
  bus: EventBus,
  kind: 'feed' | 'read',
  from: number,
  reader: string | undefined,
  pulls: { max_messages: number; expires?: number },
  idleMs?: number,
): Promise<{ consumer: Consumer; messages: ConsumerMessages }> {
  const js = bus.connection!.jetstream({ timeout: FOLLOW_REQUEST_MS });
  for (let tried = 1; ; tried++) {
    try {
      const consumer = await js.consumers.get(changesStreamName(bus), {
        name_prefix: changesConsumerPrefix(kind, reader),
        deliver_policy: DeliverPolicy.StartSequence,
        opt_start_seq: Math.max(1, from),
        ...(idleMs ? { inactive_threshold: idleMs } : {}),
      });
      if ('maxInitialReset' in consumer) (consumer as { maxInitialReset: number }).maxInitialReset = 0;
      return { consumer, messages: await consumer.consume(pulls) };
    } catch (err) {
      if (tried >= CONSUMER_TRIES) throw err;
    }
  }
}

/**
 * Follows CHANGES from sequence `from` on, in order, with one ordered
 * consumer (JetStream makes it again, from where it was, after a gap or a
 * reconnection), named after `reader` (changesConsumerPrefix). Answers a stop.
 */
export async function followChanges(bus: EventBus, from: number, each: (m: SequencedEvent) => void, reader?: string): Promise<() => Promise<void>> {
  // Pulls that expire in 5 s (not 30): the client then notices a silent consumer (its heartbeats, half of that) and
  // makes it again within seconds, and waits 5 s, not 30, between tries at making it while the cluster recovers.
  const { messages } = await orderedChanges(bus, 'feed', from, reader, { max_messages: 256, expires: FOLLOW_EXPIRES_MS });
  void (async () => {
    for await (const m of messages) each(sequenced(m.seq, m.string()));
  })().catch(() => undefined);
  return async () => {
    await messages.close().catch(() => undefined);
  };
}

/** How long a resume's read of CHANGES may take. */
const READ_LIMIT_MS = 10_000;

/** How long the server keeps a resume's consumer that nobody reads (its reader died mid-read). */
const READ_CONSUMER_IDLE_MS = 60_000;

/**
 * Reads CHANGES from `from` to `to` (inclusive), in order; a message
 * dropped meanwhile (past the window) is skipped. For a resume that goes
 * back past what a reader holds in memory (a consumer of its own, named
 * `<reader>_read_…`, not the reader's feed).
 */
export async function readChanges(bus: EventBus, from: number, to: number, each: (m: SequencedEvent) => void, reader?: string): Promise<void> {
  if (to < from) return;
  // Deleted after the read (below); one left by a reader that died mid-read goes within a minute.
  const { consumer, messages } = await orderedChanges(bus, 'read', from, reader, { max_messages: 256 }, READ_CONSUMER_IDLE_MS);
  // The range's last messages may have been dropped meanwhile: do not wait for them for ever.
  let gaveUp = false;
  const giveUp = setTimeout(() => {
    gaveUp = true;
    void messages.close().catch(() => undefined);
  }, READ_LIMIT_MS);
  try {
    let done = false;
    for await (const m of messages) {
      if (m.seq > to) {
        done = true;
        break;
      }
      each(sequenced(m.seq, m.string()));
      if (m.seq >= to || m.info.pending === 0) {
        done = true;
        break;
      }
    }
    // Cut short with changes of the range not read: an error, never a silent gap (the caller's client resumes again).
    if (!done && gaveUp) throw new Error(`CHANGES ${from}..${to} not read within ${READ_LIMIT_MS} ms`);
  } finally {
    clearTimeout(giveUp);
    await messages.close().catch(() => undefined);
    // Not left for the server's idle timeout: a caller resuming again and again would otherwise pile consumers up on CHANGES.
    await consumer.delete().catch(() => undefined);
  }
}
