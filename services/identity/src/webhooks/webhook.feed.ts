import { webhooks } from '@bms/contracts';
import { type EventEnvelope, subjectMatches, type Subscription } from '@bms/platform';
import type { DeliveryRepository } from './delivery.repository';
import type { WebhookService } from './webhook.service';

/** Events of one stream turned into deliveries at once. */
const FEED_CONCURRENCY = 8;

/**
 * Turns events into deliveries: for each event, one pending delivery per
 * active webhook whose patterns match it and that existed when it occurred.
 * Stored before any attempt, once per event and webhook, so a redelivered
 * event or a crash between the two changes nothing.
 */
export class WebhookFeed {
  constructor(
    private readonly hooks: WebhookService,
    private readonly deliveries: DeliveryRepository,
    private readonly retryForMs: number,
    /** deliveries became due */
    private readonly onDue: () => void,
  ) {}

  async record(evt: EventEnvelope): Promise<void> {
    const occurred = new Date(evt.occurred_at);
    const matching = (await this.hooks.active()).filter(
      (w) => !(occurred < w.created_at) && w.events.some((p) => subjectMatches(p, evt.type)),
    );
    if (!matching.length) return;
    // The envelope as the domain published it, nothing added.
    const payload = JSON.stringify({
      id: evt.id,
      type: evt.type,
      occurred_at: evt.occurred_at,
      actor_user_id: evt.actor_user_id,
      data: evt.data,
    });
    const retryUntil = new Date(Date.now() + this.retryForMs);
    let added = false;
    for (const w of matching) added = (await this.deliveries.record(w._id, evt, payload, retryUntil)) || added;
    if (added) this.onDue();
  }

  /**
   * One durable consumer per domain stream. Not notify: notifications carry
   * one-time codes, which must never leave. Idempotent: a delivery is stored
   * once per event and webhook (a unique key), so the consumer keeps no
   * record of handled events. Deliveries promise no order (a receiver
   * deduplicates by event id, and retries reorder them anyway), so each
   * stream's events are taken FEED_CONCURRENCY at a time: one at a time,
   * the feed lagged up to 8.7 s behind bursts of events under the test
   * suite's load on devdb, and once over 15 s.
   */
  subscriptions(): Subscription[] {
    return webhooks.WEBHOOK_DOMAINS.map((domain) => ({
      durable: `identity_webhooks_${domain}`,
      domain,
      types: [`${domain}.>`],
      idempotent: true,
      concurrency: FEED_CONCURRENCY,
      handle: (evt: EventEnvelope) => this.record(evt),
    }));
  }
}
