import { type Logger, outsideRequestContext, timeLimit } from '@bms/platform';
import type { DeliveryDoc } from './delivery.model';
import type { AttemptOutcome, DeliveryRepository } from './delivery.repository';
import { send, type SendResult, signature } from './sender';
import { TargetRefused, type TargetPolicy } from './target-policy';
import type { WebhookDoc } from './webhook.model';
import type { WebhookService } from './webhook.service';

export interface WorkerOptions {
  timeoutMs: number;
  firstRetryMs: number;
  concurrency: number;
  /** how often to look for due deliveries another replica recorded or left behind */
  pollMs?: number;
  /** how long the worker waits for one database call before it gives up on it and goes on */
  callTimeoutMs?: number;
}

/** Retries are spaced at most this far apart. */
const MAX_RETRY_DELAY_MS = 3_600_000;

/** How long an attempt may wait, at most, for its host name to resolve. */
const DNS_TIMEOUT_MS = 5_000;

/** A database call of the worker's that took longer than this is given up. */
const CALL_TIMEOUT_MS = 10_000;


/**
 * The delay before retry number `n` (1 for the first): doubling from
 * `firstMs`, at most an hour, with jitter (between half and all of it) so
 * that deliveries failing together do not come back together.
 */
export function retryDelay(n: number, firstMs: number, random = Math.random): number {
  const full = Math.min(firstMs * 2 ** (n - 1), MAX_RETRY_DELAY_MS);
  return Math.round(full / 2 + (full / 2) * random());
}

/**
 * Attempts due deliveries, a few at a time. Each is claimed with a lease
 * (a conditional update), so replicas never attempt one together and an
 * attempt cut short by a crash is taken up again once the lease expires.
 * A new delivery or a replay wakes it at once; retries wake it when due.
 * Nothing it waits for can stop it for good: a database call that does
 * not answer is given up after `callTimeoutMs`, as the POST is after
 * `timeoutMs` and the name's lookup after DNS_TIMEOUT_MS, and the lease
 * covers all of an attempt's steps, so that no other replica takes a
 * delivery up while its attempt can still be under way.
 */
export class DeliveryWorker {
  private readonly inFlight = new Map<number, { abort: AbortController; done: Promise<void> }>();
  private timer: NodeJS.Timeout | undefined;
  private wakeAt = Infinity;
  private filling: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly callTimeoutMs: number;

  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly hooks: WebhookService,
    private readonly policy: TargetPolicy,
    private readonly logger: Logger,
    private readonly opts: WorkerOptions,
  ) {
    this.pollMs = opts.pollMs ?? 5_000;
    this.callTimeoutMs = opts.callTimeoutMs ?? CALL_TIMEOUT_MS;
    // The webhook's read, the lookup, the POST, the outcome's write.
    this.leaseMs = this.callTimeoutMs + DNS_TIMEOUT_MS + opts.timeoutMs + this.callTimeoutMs;
  }

  start(): void {
    if (this.opts.concurrency < 1) return;
    this.stopped = false;
    this.wake(0);
  }

  /** Deliveries are due now. */
  kick(): void {
    this.wake(0);
  }

  /** Stops taking deliveries; attempts still running after `graceMs` are cut short and given back. */
  async stop(graceMs = 3_000): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.filling;
    const all = () => Promise.allSettled([...this.inFlight.values()].map((a) => a.done));
    const timer = new Promise((r) => setTimeout(r, graceMs).unref());
    await Promise.race([all(), timer]);
    for (const a of this.inFlight.values()) a.abort.abort();
    await all();
  }

  /**
   * Runs `fill` in `ms` (or sooner, if already due sooner). The timer is
   * armed outside the request that woke the worker (a replay, say), so no
   * pass runs under that request's deadline once it has ended.
   */
  private wake(ms: number): void {
    if (this.stopped) return;
    const at = Date.now() + Math.max(0, ms);
    if (this.timer && at >= this.wakeAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.wakeAt = at;
    this.timer = outsideRequestContext(() =>
      setTimeout(() => {
        this.timer = undefined;
        this.wakeAt = Infinity;
        void this.fill();
      }, at - Date.now()),
    );
    this.timer.unref();
  }

  /** Claims due deliveries while there is room, then sleeps until the next is due. */
  private fill(): Promise<void> {
    if (this.filling) {
      this.again = true;
      return this.filling;
    }
    this.filling = (async () => {
      let next = this.pollMs;
      try {
        do {
          this.again = false;
          while (!this.stopped && this.inFlight.size < this.opts.concurrency) {
            // A claim whose answer is lost leaves its delivery leased: it is due again when the lease ends.
            const d = await this.call(this.deliveries.claim(this.leaseMs), 'claiming a delivery');
            if (!d) break;
            this.run(d);
          }
        } while (this.again && !this.stopped);
        if (this.inFlight.size < this.opts.concurrency) {
          const due = await this.call(this.deliveries.nextDue(), 'reading when the next delivery is due');
          if (due) next = Math.min(next, Math.max(due.getTime() - Date.now(), 50));
        }
      } catch (err) {
        this.logger.warn({ err: String(err) }, 'webhook deliveries: cannot read the queue; retrying');
      } finally {
        this.filling = undefined;
      }
      this.wake(this.again ? 0 : next);
    })();
    return this.filling;
  }

  /** A database call, given up (rejected) when it does not answer within `callTimeoutMs`. */
  private call<T>(work: Promise<T>, what: string): Promise<T> {
    return timeLimit(work, this.callTimeoutMs, () => new Error(`${what}: no answer from the database within ${this.callTimeoutMs} ms`));
  }

  private run(d: DeliveryDoc & { lease: string }): void {
    const abort = new AbortController();
    const done = this.attempt(d, abort.signal)
      .catch((err: unknown) => {
        // The outcome could not be written: the lease expires and another attempt follows.
        this.logger.warn({ err: String(err), delivery_id: d._id }, 'webhook attempt not recorded');
      })
      .finally(() => {
        this.inFlight.delete(d._id);
        this.kick();
      });
    this.inFlight.set(d._id, { abort, done });
  }

  private async attempt(d: DeliveryDoc & { lease: string }, signal: AbortSignal): Promise<void> {
    const hook = await this.call(this.hooks.store.findById(d.webhook_id), 'reading the webhook');
    if (!hook || !hook.active) {
      const error = hook ? 'The webhook is inactive.' : 'The webhook was deleted.';
      await this.record(d, { status: 'failed', counted: false, response_code: null, error, at: new Date(), next_attempt_at: null });
      return;
    }
    const result = await this.post(hook, d, signal);
    if (signal.aborted) {
      await this.call(this.deliveries.release(d._id, d.lease), 'giving the delivery back');
      return;
    }
    const at = new Date();
    const retryAt = new Date(at.getTime() + retryDelay(d.tries + 1, this.opts.firstRetryMs));
    const outcome: AttemptOutcome = result.ok
      ? { status: 'succeeded', counted: true, response_code: result.status, error: null, at, next_attempt_at: null }
      : retryAt <= d.retry_until
        ? { status: 'pending', counted: true, response_code: result.status, error: result.error, at, next_attempt_at: retryAt }
        : { status: 'failed', counted: true, response_code: result.status, error: result.error, at, next_attempt_at: null };
    await this.record(d, outcome);
    if (outcome.next_attempt_at) this.wake(outcome.next_attempt_at.getTime() - Date.now());
  }

  /** One signed POST of the delivery's body to the webhook's checked target. */
  private async post(hook: WebhookDoc, d: DeliveryDoc, signal: AbortSignal): Promise<SendResult> {
    let secret: string;
    try {
      secret = this.hooks.secretOf(hook);
    } catch {
      return { ok: false, status: null, error: 'the signing secret cannot be decrypted (was the encryption key changed?)' };
    }
    try {
      const target = await this.policy.resolve(hook.url);
      return await send(
        target,
        d.payload,
        {
          'Content-Type': 'application/json',
          'X-Webhook-Id': String(d._id),
          'X-Event-Id': d.event_id,
          'X-Event-Type': d.event_type,
          'X-Signature': signature(secret, d.payload),
        },
        this.opts.timeoutMs,
        signal,
      );
    } catch (err) {
      if (!(err instanceof TargetRefused)) throw err;
      return { ok: false, status: null, error: `refused: ${err.message}` };
    }
  }

  private async record(d: DeliveryDoc & { lease: string }, o: AttemptOutcome): Promise<void> {
    const kept = await this.call(this.deliveries.finish(d._id, d.lease, o), 'recording the outcome');
    const log = { delivery_id: d._id, webhook_id: d.webhook_id, event_id: d.event_id, status: o.status, response_code: o.response_code };
    if (!kept) this.logger.warn(log, 'webhook attempt outlived its lease; outcome not recorded');
    else if (o.status === 'failed') this.logger.warn({ ...log, error: o.error }, 'webhook delivery failed');
    else this.logger.debug(log, 'webhook attempt');
  }
}
