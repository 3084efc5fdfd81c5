import * as crypto from 'node:crypto';
import type mongoose from 'mongoose';
import { webhooks } from '@bms/contracts';
import type { identity } from '@bms/protos';
import {
  type AuthedContext,
  Conflict,
  type Counters,
  dropDefaults,
  isReplace,
  NotFound,
  type OutboxRelay,
  parseInput,
  parseListRequest,
  parseUpdate,
  Store,
  ValidationError,
  newEvent,
} from '@bms/platform';
import type { SecretBox } from '../connections/secrets';
import { secretGone, secretShownOnce } from '../secret-once';
import type { DeliveryDoc } from './delivery.model';
import type { DeliveryRepository } from './delivery.repository';
import { TargetRefused, type TargetPolicy } from './target-policy';
import { secretContext, WEBHOOK_SECRETS, type WebhookDoc, webhookModel } from './webhook.model';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

function toWebhook(w: WebhookDoc): identity.Webhook {
  return {
    id: w._id,
    url: w.url,
    events: w.events,
    active: w.active,
    description: w.description ?? '',
    created_at: w.created_at.toISOString(),
    updated_at: w.updated_at.toISOString(),
  };
}

export function toDelivery(d: DeliveryDoc): identity.WebhookDelivery {
  return {
    id: d._id,
    webhook_id: d.webhook_id,
    event_id: d.event_id,
    event_type: d.event_type,
    status: d.status,
    attempts: d.attempts,
    last_response_code: d.last_response_code ?? undefined,
    last_error: d.last_error ?? undefined,
    created_at: d.created_at.toISOString(),
    last_attempt_at: iso(d.last_attempt_at),
    next_attempt_at: d.status === 'pending' ? iso(d.next_attempt_at) : undefined,
    delivered_at: iso(d.delivered_at),
  };
}

/** A new signing secret: 32 random bytes. */
const newSecret = () => `whsec_${crypto.randomBytes(32).toString('base64url')}`;

/**
 * Webhook subscriptions (admins only): a target URL checked against the
 * SSRF policy, event patterns, a signing secret encrypted at rest and
 * shown once, active or not. Also the delivery log and replays.
 */
export class WebhookService {
  readonly store: Store<WebhookDoc>;

  constructor(
    conn: mongoose.Connection,
    counters: Counters,
    relay: OutboxRelay,
    private readonly deliveries: DeliveryRepository,
    private readonly policy: TargetPolicy,
    private readonly box: SecretBox,
    private readonly retryForMs: number,
    /** a delivery became due (a replay) */
    private readonly onDue: () => void,
  ) {
    this.store = new Store(webhookModel(conn), counters, relay, { secret: WEBHOOK_SECRETS });
  }

  /** The active webhooks, for the feed. */
  active(): Promise<WebhookDoc[]> {
    return this.store.find({ active: true });
  }

  /** A webhook's signing secret in the clear. */
  secretOf(w: WebhookDoc): string {
    return this.box.open(w.secret, secretContext(w._id));
  }

  private async find(id: number): Promise<WebhookDoc> {
    const w = await this.store.findById(id);
    if (!w) throw new NotFound('Webhook not found.');
    return w;
  }

  /** The URL, if its target may receive deliveries (422 naming url otherwise). */
  private async checkUrl(url: string): Promise<string> {
    try {
      await this.policy.resolve(url);
    } catch (err) {
      if (err instanceof TargetRefused) throw ValidationError.field('url', err.message);
      throw err;
    }
    return url;
  }

  async list(req: identity.ListWebhooksRequest__Output, ctx: AuthedContext): Promise<identity.WebhookList> {
    ctx.caller.requireAdmin();
    const { q, list } = parseListRequest(webhooks.webhookListQuery, req);
    return this.store.page(q.active ? { active: q.active === 'true' } : {}, q, toWebhook, { list });
  }

  async get(id: number, ctx: AuthedContext): Promise<identity.WebhookRecord> {
    ctx.caller.requireAdmin();
    return { record: toWebhook(await this.find(id)) };
  }

  async create(req: identity.CreateWebhookRequest__Output, ctx: AuthedContext): Promise<identity.WebhookCreated> {
    ctx.caller.requireAdmin();
    const b = parseInput(webhooks.webhookBody, withActive(dropDefaults(req.input ?? {}), req.input));
    await secretShownOnce(this.store, ctx, 'webhook');
    const url = await this.checkUrl(b.url);
    const secret = b.secret ?? newSecret();
    const doc = await this.store.create(
      (id) => ({
        url,
        events: b.events,
        active: b.active ?? true,
        description: b.description ?? '',
        secret: this.box.seal(secret, secretContext(id)),
      }),
      (d) => webhookEvent('created', d, ctx),
      ctx.idempotency,
    );
    // Made by the same request at the same time: its answer had the secret.
    if (this.box.open(doc.secret, secretContext(doc._id)) !== secret) throw secretGone('webhook', doc._id);
    return { record: toWebhook(doc), secret };
  }

  async update(req: identity.UpdateWebhookRequest__Output, ctx: AuthedContext): Promise<void> {
    ctx.caller.requireAdmin();
    const raw = req.input ?? ({} as Partial<identity.WebhookInput__Output>);
    const b = parseUpdate(webhooks.webhookBody, { ...raw }, req.update_mask);
    const before = await this.find(req.id);
    const changes: Partial<WebhookDoc> = {};
    if (b.url !== undefined) changes.url = await this.checkUrl(b.url);
    if (b.events !== undefined) changes.events = b.events;
    // A secret left out is kept, also on PUT: a new one only when sent. Sealed anew, the secret it
    // has would read as a change (a new nonce): it is sealed only when it differs from the stored one.
    // (One that no longer opens, its key changed, is replaced.)
    const secret = b.secret;
    const holds = (current: WebhookDoc) => {
      try {
        return this.secretOf(current) === secret;
      } catch {
        return false;
      }
    };
    const fields = (current: WebhookDoc) =>
      secret === undefined || holds(current) ? changes : { ...changes, secret: this.box.seal(secret, secretContext(before._id)) };
    if (isReplace(req.update_mask)) {
      // parseUpdate drops an explicit false with the other proto defaults.
      changes.active = raw.active ?? true;
      changes.description = b.description ?? '';
    } else {
      if (b.active !== undefined) changes.active = b.active;
      if (b.description !== undefined) changes.description = b.description;
    }
    if (!(await this.store.update(req.id, fields, (after) => webhookEvent('updated', after, ctx)))) throw new NotFound('Webhook not found.');
  }

  async delete(id: number, ctx: AuthedContext): Promise<void> {
    ctx.caller.requireAdmin();
    if (!(await this.store.softDelete(id, (d) => webhookEvent('deleted', d, ctx)))) throw new NotFound('Webhook not found.');
    await this.deliveries.failPending(id, 'The webhook was deleted.');
  }

  async listDeliveries(req: identity.ListWebhookDeliveriesRequest__Output, ctx: AuthedContext): Promise<identity.WebhookDeliveryList> {
    ctx.caller.requireAdmin();
    const { webhook_id: webhookId, ...query } = req;
    const { q, list } = parseListRequest(webhooks.deliveryListQuery, query);
    await this.find(webhookId);
    const page = await this.deliveries.page(webhookId, q.status, q, list);
    return { records: page.records.map((d) => ({ ...toDelivery(d), updated_at: d.updated_at.toISOString() })), meta: page.meta };
  }

  async replay(id: number, ctx: AuthedContext): Promise<identity.WebhookDeliveryRecord> {
    ctx.caller.requireAdmin();
    const d = await this.deliveries.findById(id);
    const hook = d && (await this.store.findById(d.webhook_id));
    if (!d || !hook) throw new NotFound('Delivery not found.');
    if (!hook.active) throw new Conflict('The webhook is inactive; activate it before replaying its deliveries.');
    const replayed = await this.deliveries.replay(id, new Date(Date.now() + this.retryForMs));
    if (!replayed) throw new Conflict('The delivery is being attempted right now; try again in a moment.');
    this.onDue();
    return { record: toDelivery(replayed) };
  }
}

/**
 * `active` is a proto3 optional: present (true or false) only when sent.
 * dropDefaults would take an explicit false for "not sent"; this puts it back.
 */
function withActive<T extends object>(input: T, raw: { active?: boolean } | null | undefined): T & { active?: boolean } {
  return raw?.active === undefined ? input : { ...input, active: raw.active };
}

/**
 * What identity.webhook.* events carry: the id only (webhooks are fed
 * these events too, and one webhook's URL is not another's business); the
 * audit trail reads what changed from the event's changes, the secret masked.
 */
function webhookEvent(verb: 'created' | 'updated' | 'deleted', w: WebhookDoc, ctx: AuthedContext) {
  return newEvent(`identity.webhook.${verb}`, { id: w._id }, ctx.caller.user_id);
}
