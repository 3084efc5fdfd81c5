import { audit } from '@bms/contracts';
import { asQuery, type AuthedContext, findPageOf, parseInput, withinDeadline } from '@bms/platform';
import type { identity } from '@bms/protos';
import type { AuditEntryDoc } from './audit-entry';
import type { AuditChain } from './audit.chain';

/** Entries an export reads at once. */
const EXPORT_BATCH_MAX = 1000;

/** Entries a verify call checks at most (the CLI goes on with next_after). */
const VERIFY_DEFAULT = 10_000;
const VERIFY_MAX = 100_000;

type Range = { from?: string; to?: string };

function inRange(q: Range): Record<string, unknown> {
  if (!q.from && !q.to) return {};
  return { occurred_at: { ...(q.from ? { $gte: new Date(q.from) } : {}), ...(q.to ? { $lt: new Date(q.to) } : {}) } };
}

export function toAuditEntry(e: AuditEntryDoc): identity.AuditEntry {
  return {
    id: e._id,
    event_id: e.event_id,
    occurred_at: e.occurred_at.toISOString(),
    recorded_at: e.recorded_at.toISOString(),
    module: e.module,
    record_id: e.record_id ?? undefined,
    action: e.action,
    version: e.version ?? undefined,
    user_id: e.user_id,
    api_key_id: e.api_key_id ?? undefined,
    address: e.address ?? undefined,
    request_id: e.request_id ?? undefined,
    changes_json: JSON.stringify(e.changes ?? {}),
    prev_hash: e.prev_hash,
    hash: e.hash,
  };
}

/** The audit trail's reads, for admins: the list with its filters, an export a batch at a time, and the chain's check. */
export class AuditService {
  constructor(private readonly chain: AuditChain) {}

  async list(req: identity.ListAuditLogRequest__Output, ctx: AuthedContext): Promise<identity.AuditEntryList> {
    ctx.caller.requireAdmin();
    const q = parseInput(audit.auditQuery, asQuery(req));
    const filter: Record<string, unknown> = { ...inRange(q) };
    if (q.user_id) filter.user_id = q.user_id;
    if (q.api_key_id) filter.api_key_id = q.api_key_id;
    if (q.module) filter[q.module.includes('.') ? 'module' : 'domain'] = q.module;
    if (q.record_id) filter.record_id = q.record_id;
    return findPageOf(this.chain.entries, filter, q, { sort: { _id: -1 }, map: toAuditEntry });
  }

  /** The entries of a time range after `after_id`, in chain order (oldest first). */
  async export(req: identity.ExportAuditLogRequest__Output, ctx: AuthedContext): Promise<identity.AuditEntryBatch> {
    ctx.caller.requireAdmin();
    const q = parseInput(audit.auditExportQuery, asQuery({ from: req.from, to: req.to }));
    const limit = Math.min(Math.max(Number(req.limit) || EXPORT_BATCH_MAX, 1), EXPORT_BATCH_MAX);
    const docs = await this.chain.entries
      .find({ ...inRange(q), _id: { $gt: Number(req.after_id) || 0 } }, withinDeadline())
      .sort({ _id: 1 })
      .limit(limit)
      .toArray();
    return { records: docs.map(toAuditEntry) };
  }

  async verify(req: identity.VerifyAuditLogRequest__Output, ctx: AuthedContext): Promise<identity.AuditVerification> {
    ctx.caller.requireAdmin();
    const limit = Math.min(Math.max(Number(req.limit) || VERIFY_DEFAULT, 1), VERIFY_MAX);
    const v = await this.chain.verify(Math.max(Number(req.after) || 0, 0), limit);
    return {
      ...v,
      first_id: v.first_id ?? undefined,
      last_id: v.last_id ?? undefined,
      next_after: v.next_after ?? undefined,
      broken: v.broken ?? undefined,
    };
  }
}
