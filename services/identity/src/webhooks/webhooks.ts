import type { ServiceRuntime } from '@bms/platform';
import { type IdentityConfig, keyBytes } from '../config';
import { deriveKey, SecretBox } from '../connections/secrets';
import { DeliveryRepository } from './delivery.repository';
import { DeliveryWorker } from './delivery.worker';
import { parseAllowedTargets, TargetPolicy } from './target-policy';
import { WebhookFeed } from './webhook.feed';
import { WebhookService } from './webhook.service';

/**
 * The webhooks module from configuration: the subscriptions and their log,
 * the consumers that record deliveries, and the worker that attempts them.
 * The encryption key, when not configured, is derived from the
 * token-signing key, which every installation sets.
 */
export function createWebhooks(rt: ServiceRuntime, c: IdentityConfig) {
  const key = c.WEBHOOK_ENCRYPTION_KEY ? keyBytes(c.WEBHOOK_ENCRYPTION_KEY)! : deriveKey(c.JWT_PRIVATE_KEY, 'webhooks-encryption-v1');
  const policy = new TargetPolicy(parseAllowedTargets(c.WEBHOOK_ALLOWED_TARGETS)!);
  const retryForMs = c.WEBHOOK_RETRY_FOR_SECONDS * 1000;
  const deliveries = new DeliveryRepository(rt.conn, rt.counters);
  // Wakes the worker (declared below) when deliveries become due.
  const due = () => worker.kick();
  const service = new WebhookService(rt.conn, rt.counters, rt.relay, deliveries, policy, new SecretBox(key), retryForMs, due);
  const feed = new WebhookFeed(service, deliveries, retryForMs, due);
  const worker = new DeliveryWorker(deliveries, service, policy, rt.logger, {
    timeoutMs: c.WEBHOOK_TIMEOUT_MS,
    firstRetryMs: c.WEBHOOK_FIRST_RETRY_MS,
    concurrency: c.WEBHOOK_CONCURRENCY,
  });

  rt.metrics.gauge('bms_webhook_deliveries_pending', 'Webhook deliveries waiting for a first attempt or a retry', [], async (g) => {
    g.set(await deliveries.model.countDocuments({ status: 'pending' }).exec());
  });

  let pruning: NodeJS.Timeout | undefined;
  return {
    service,
    subscriptions: feed.subscriptions(),
    start() {
      worker.start();
      pruning = setInterval(() => {
        const before = new Date(Date.now() - c.WEBHOOK_LOG_RETENTION_DAYS * 24 * 3_600_000);
        void deliveries.prune(before).catch((err: unknown) => rt.logger.warn({ err: String(err) }, 'webhook log pruning failed'));
      }, 3_600_000);
      pruning.unref();
    },
    async stop() {
      if (pruning) clearInterval(pruning);
      await worker.stop();
    },
  };
}
