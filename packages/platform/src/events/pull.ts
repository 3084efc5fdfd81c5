import { AckPolicy, type ConsumerMessages, DeliverPolicy, nanos } from 'nats';
import type { Logger } from '../log';
import type { EventBus } from './bus';
import type { Subscription } from './subscription';

/** How many deliveries of one subscription are in hand at once (1: in the order written). */
export const concurrencyOf = (sub: Pick<Subscription, 'concurrency'>) => Math.max(1, Math.floor(sub.concurrency ?? 1));

/** Creates (or brings up to date) the durable consumer of a subscription and opens its pull. */
export async function openPull(bus: EventBus, sub: Subscription, durable: string): Promise<ConsumerMessages> {
  const stream = bus.streamName(sub.domain);
  const config = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(10_000),
    max_deliver: -1,
    max_ack_pending: concurrencyOf(sub),
    // One filter subject (NATS before 2.10 takes no list); several
    // types share their domain's wildcard and are picked out by the consumer.
    filter_subject: bus.subject(sub.types.length === 1 ? sub.types[0]! : `${sub.domain}.>`),
  };
  try {
    await bus.manager!.consumers.info(stream, durable);
    await bus.manager!.consumers.update(stream, durable, config);
  } catch (err) {
    if ((err as { code?: string }).code !== '404') throw err;
    await bus.manager!.consumers.add(stream, config);
  }
  const consumer = await bus.jetstream!.consumers.get(stream, durable);
  return consumer.consume({ max_messages: 16, idle_heartbeat: 2_000 });
}

/**
 * A pull can stall across a NATS restart; if messages wait while none
 * arrive, the pull is closed so that its consumer is opened again.
 */
export function watchForStall(
  bus: EventBus,
  sub: Pick<Subscription, 'durable' | 'domain'>,
  durable: string,
  messages: ConsumerMessages,
  logger: Logger,
): { delivered(): void; stop(): void } {
  const stream = bus.streamName(sub.domain);
  let lastDelivery = Date.now();
  const timer = setInterval(() => {
    if (Date.now() - lastDelivery < 5_000) return;
    void bus.manager!.consumers.info(stream, durable).then(
      (info) => {
        if (info.num_pending > 0 && info.num_ack_pending === 0 && Date.now() - lastDelivery >= 5_000) {
          logger.warn({ durable: sub.durable, pending: info.num_pending }, 'consumer stalled; reopening');
          void messages.close();
        }
      },
      // The consumer (or its stream) is gone: open it again.
      () => void messages.close(),
    );
  }, 2_500);
  timer.unref();
  return {
    delivered: () => {
      lastDelivery = Date.now();
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * The deliveries of one consumer in hand: `add` waits while `limit` are
 * (with a limit of 1, until the one added is done), and throws the first
 * failure of any of them, as handling them one at a time would have.
 */
export class InHand {
  // An array, not a Set: see http2-streams.ts for what a Set joined and left per message keeps alive.
  private pending: Array<Promise<void>> = [];
  private failure: { err: unknown } | undefined;

  constructor(private readonly limit: number) {}

  async add(work: Promise<void>): Promise<void> {
    const settled = () => {
      this.pending = this.pending.filter((x) => x !== p);
    };
    const p: Promise<void> = work.then(settled, (err: unknown) => {
      settled();
      this.failure ??= { err };
    });
    this.pending.push(p);
    while (this.pending.length >= this.limit) await Promise.race(this.pending);
    this.throwFailure();
  }

  /** Waits for all in hand; throws the first failure. */
  async drain(): Promise<void> {
    await Promise.all(this.pending);
    this.throwFailure();
  }

  private throwFailure(): void {
    const f = this.failure;
    this.failure = undefined;
    if (f) throw f.err;
  }
}
