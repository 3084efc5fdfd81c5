import { backoffDelay, type Leased, LEASE_CALL_TIMEOUT_MS, LeaseWorker, type Logger } from '@bms/platform';
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

/**
 * The delay before retry number `n` (1 for the first): doubling from
 * `firstMs`, at most an hour, with jitter.
 */
export function retryDelay(n: number, firstMs: number, random = Math.random): number {
  return backoffDelay(n, firstMs, MAX_RETRY_DELAY_MS, random);
}

/**
 * Attempts due deliveries, a few at a time, on a LeaseWorker: replicas
 * never attempt one together, and an attempt cut short by a crash is
 * taken up again once the lease expires. A new delivery or a replay wakes
 * it at once; retries wake it when due. Nothing it waits for can stop it
 * for good: a database call that does not answer is given up after
 * `callTimeoutMs`, as the POST is after `timeoutMs` and the name's lookup
 * after DNS_TIMEOUT_MS, and the lease covers all of an attempt's steps,
 * so that no other replica takes a delivery up while its attempt can
 * still be under way.
 */
export class DeliveryWorker extends LeaseWorker<Leased<DeliveryDoc>> {
  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly hooks: WebhookService,
    private readonly policy: TargetPolicy,
    logger: Logger,
    private readonly opts: WorkerOptions,
  ) {
    const callTimeoutMs = opts.callTimeoutMs ?? LEASE_CALL_TIMEOUT_MS;
    super(deliveries, logger, {
      what: 'webhook deliveries',
      concurrency: opts.concurrency,
      pollMs: opts.pollMs,
      callTimeoutMs,
      // The webhook's read, the lookup, the POST, the outcome's write.
      leaseMs: callTimeoutMs + DNS_TIMEOUT_MS + opts.timeoutMs + callTimeoutMs,
    });
  }

  protected async attempt(d: Leased<DeliveryDoc>, signal: AbortSignal): Promise<void> {
    const hook = await this.call(this.hooks.store.findById(d.webhook_id, {}, this.bound), 'reading the webhook');
    if (!hook || !hook.active) {
      const error = hook ? 'The webhook is inactive.' : 'The webhook was deleted.';
      await this.record(d, { status: 'failed', counted: false, response_code: null, error, at: new Date(), next_attempt_at: null });
      return;
    }
    const result = await this.post(hook, d, signal);
    if (signal.aborted) {
      await this.call(this.deliveries.release(d._id, d.lease, this.bound), 'giving the delivery back');
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

  private async record(d: Leased<DeliveryDoc>, o: AttemptOutcome): Promise<void> {
    const kept = await this.call(this.deliveries.finish(d._id, d.lease, o, this.bound), 'recording the outcome');
    const log = { delivery_id: d._id, webhook_id: d.webhook_id, event_id: d.event_id, status: o.status, response_code: o.response_code };
    if (!kept) this.logger.warn(log, 'webhook attempt outlived its lease; outcome not recorded');
    else if (o.status === 'failed') this.logger.warn({ ...log, error: o.error }, 'webhook delivery failed');
    else this.logger.debug(log, 'webhook attempt');
  }
}
