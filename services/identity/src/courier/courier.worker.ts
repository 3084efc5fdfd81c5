import { backoffDelay, type Leased, LEASE_CALL_TIMEOUT_MS, LeaseWorker, type Logger } from '@bms/platform';
import type { CourierService } from './courier.service';
import type { MessageDoc } from './message.model';
import type { MessageOutcome, MessageRepository } from './message.repository';
import type { EmailProvider, Handover, SmsProvider } from './providers/provider';
import type { Vars } from './templates/render';
import type { Templates } from './templates/templates';

export interface CourierWorkerOptions {
  /** how long one handover to the provider may take */
  timeoutMs: number;
  firstRetryMs: number;
  maxRetryMs: number;
  concurrency: number;
  /** the system's public address: recovery and invitation emails link to its console */
  publicUrl?: string;
  pollMs?: number;
  callTimeoutMs?: number;
}

/** What the worker reports, for the metrics. */
export interface CourierEvents {
  outcome(channel: string, status: MessageOutcome['status']): void;
}

/** The console page that completes a recovery (or an invitation) with the code of the link. */
export function resetLink(publicUrl: string, code: string, invited: boolean): string {
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  return `${new URL('admin/reset-password', base).toString()}#code=${encodeURIComponent(code)}${invited ? '&invited=1' : ''}`;
}

/**
 * Sends due messages, a few at a time, on a LeaseWorker: one replica sends
 * each at a time, and an attempt cut short by a crash is taken up again
 * once its lease ends. A message whose code has expired is abandoned
 * unsent; a failure is retried with backoff while the message is valid;
 * a sent or abandoned message keeps neither its content nor its address.
 */
export class CourierWorker extends LeaseWorker<Leased<MessageDoc>> {
  constructor(
    private readonly messages: MessageRepository,
    private readonly courier: CourierService,
    private readonly templates: Templates,
    private readonly providers: { email: EmailProvider; sms: SmsProvider },
    logger: Logger,
    private readonly events: CourierEvents,
    private readonly opts: CourierWorkerOptions,
  ) {
    const callTimeoutMs = opts.callTimeoutMs ?? LEASE_CALL_TIMEOUT_MS;
    super(messages, logger, {
      what: 'courier messages',
      concurrency: opts.concurrency,
      pollMs: opts.pollMs,
      callTimeoutMs,
      // The provider's name lookup and handover, then the outcome's write.
      leaseMs: 5_000 + opts.timeoutMs + callTimeoutMs,
    });
  }

  protected async attempt(m: Leased<MessageDoc>, signal: AbortSignal): Promise<void> {
    const now = new Date();
    if (m.expires_at && m.expires_at <= now) return this.record(m, this.end('abandoned', 'the code expired before it could be sent'));
    if (m.give_up_at <= now) return this.record(m, this.end('abandoned', `retries ran out; the last error: ${m.last_error ?? 'none'}`));
    let vars: Vars;
    try {
      vars = this.courier.open(m);
    } catch {
      // Sealed with a key derived from JWT_PRIVATE_KEY: another key cannot open it.
      return this.record(m, this.end('abandoned', 'its content cannot be decrypted (was JWT_PRIVATE_KEY changed?)'));
    }
    let handover: Handover;
    try {
      handover = await this.handOver(m, vars, signal);
    } catch (err) {
      return this.record(m, this.end('abandoned', `cannot be sent: ${String(err).slice(0, 200)}`));
    }
    if (signal.aborted) {
      await this.call(this.messages.release(m, this.bound), 'giving the message back');
      return;
    }
    const at = new Date();
    let outcome: MessageOutcome;
    if (handover.ok) outcome = { status: 'sent', counted: true, error: null, provider_id: handover.providerId, at, next_attempt_at: null };
    else if (handover.permanent) outcome = { status: 'abandoned', counted: true, error: handover.error, at, next_attempt_at: null };
    else {
      // Never later than the code's end: it is abandoned then, never sent late.
      const retryAt = Math.min(at.getTime() + backoffDelay(m.attempts + 1, this.opts.firstRetryMs, this.opts.maxRetryMs), m.give_up_at.getTime());
      outcome = { status: 'failed', counted: true, error: handover.error, at, next_attempt_at: new Date(retryAt) };
    }
    await this.record(m, outcome);
    if (outcome.next_attempt_at) this.wake(outcome.next_attempt_at.getTime() - Date.now());
  }

  private end(status: 'abandoned', error: string): MessageOutcome {
    return { status, counted: false, error, at: new Date(), next_attempt_at: null };
  }

  private handOver(m: MessageDoc, vars: Vars, signal: AbortSignal): Promise<Handover> {
    const code = typeof vars.code === 'string' ? vars.code : undefined;
    const withLink =
      this.opts.publicUrl && code && (m.template === 'recovery' || m.template === 'invitation')
        ? { ...vars, link: resetLink(this.opts.publicUrl, code, m.template === 'invitation') }
        : vars;
    const r = this.templates.render(m.template, m.language, withLink);
    if (m.channel === 'sms') return this.providers.sms.send({ key: m.key, to: m.to!, text: r.text }, signal);
    return this.providers.email.send({ key: m.key, to: m.to!, subject: r.subject!, text: r.text, html: r.html! }, signal);
  }

  private async record(m: Leased<MessageDoc>, o: MessageOutcome): Promise<void> {
    const kept = await this.call(this.messages.finish(m._id, m.lease, o, this.bound), 'recording the outcome');
    const log = { message_id: m._id, channel: m.channel, template: m.template, status: o.status, attempts: m.attempts + (o.counted ? 1 : 0) };
    if (!kept) {
      this.logger.warn({ ...log, error: o.error }, 'courier attempt outlived its lease; outcome not recorded');
      return;
    }
    this.events.outcome(m.channel, o.status);
    if (o.status === 'sent') this.logger.info(log, 'message sent');
    else this.logger.warn({ ...log, error: o.error }, o.status === 'failed' ? 'message not sent; retrying' : 'message abandoned');
  }
}
