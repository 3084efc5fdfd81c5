import type { ServiceRuntime } from '@bms/platform';
import type { IdentityConfig } from '../config';
import { AuditChain } from './audit.chain';
import { auditSubscriptions } from './audit.feed';
import { AuditService } from './audit.service';

/**
 * The audit trail from configuration: the chain, the consumers that append
 * every domain's events to it (unless AUDIT_ENABLED is false), its reads,
 * and the retention that prunes it (AUDIT_RETENTION_DAYS; 0 keeps all).
 */
export function createAudit(rt: ServiceRuntime, c: IdentityConfig) {
  const chain = new AuditChain(rt.conn.db!);
  const service = new AuditService(chain);
  let pruning: NodeJS.Timeout | undefined;
  const prune = async () => {
    const before = new Date(Date.now() - c.AUDIT_RETENTION_DAYS * 24 * 3_600_000);
    const removed = await chain.prune(before);
    if (removed) rt.logger.info({ removed }, 'audit entries past the retention removed');
  };
  return {
    chain,
    service,
    subscriptions: c.AUDIT_ENABLED ? auditSubscriptions(chain) : [],
    start() {
      void chain.prepare().catch((err: unknown) => rt.logger.warn({ err: String(err) }, 'audit trail indexes not made yet'));
      if (!c.AUDIT_RETENTION_DAYS) return;
      pruning = setInterval(() => void prune().catch((err: unknown) => rt.logger.warn({ err: String(err) }, 'audit trail pruning failed')), c.AUDIT_PRUNE_INTERVAL_MS);
      pruning.unref();
    },
    stop() {
      if (pruning) clearInterval(pruning);
    },
  };
}
