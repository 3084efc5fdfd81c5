import * as crypto from 'node:crypto';
import { courier } from '@bms/contracts';
import type { identity } from '@bms/protos';
import { type AuthedContext, type Logger, parseListRequest } from '@bms/platform';
import type { SecretBox } from '../connections/secrets';
import { maskRecipient } from './mask';
import type { MessageDoc } from './message.model';
import type { MessageRepository } from './message.repository';
import type { RecipientCap } from './recipient-cap';
import { type TemplateName, TEMPLATES } from './templates/catalog';
import type { Vars } from './templates/render';

/** What a feature asks the courier to send. */
export interface Letter {
  template: TemplateName;
  to: string;
  /** whom it is for (0: nobody known) */
  userId: number;
  /** the user's language (English when there is none of it) */
  language: string;
  /** the template's values: a code among them is encrypted until sent */
  vars: Vars;
  /** when the code it carries stops working: the message is never sent later */
  expiresAt?: Date;
  /**
   * The message's key (random unless given), unique: a letter queued again
   * under the same key (its request handled twice) is the message queued before.
   */
  key?: string;
}

/** The context a message's values are sealed under: they open on this message only. */
export const sealContext = (key: string) => `courier-message:${key}`;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

export function toMessage(m: MessageDoc): identity.CourierMessage {
  return {
    id: m._id,
    channel: m.channel,
    to: m.to_masked,
    template: m.template,
    language: m.language,
    status: m.status,
    attempts: m.attempts,
    last_error: m.last_error ?? undefined,
    created_at: m.created_at.toISOString(),
    updated_at: m.updated_at.toISOString(),
    last_attempt_at: iso(m.last_attempt_at),
    next_attempt_at: m.status === 'queued' || m.status === 'failed' ? iso(m.next_attempt_at) : undefined,
    sent_at: iso(m.sent_at),
    expires_at: iso(m.expires_at),
  };
}

/**
 * The courier's front: features queue messages here (stored at once,
 * sent by the worker), and admins read what became of them. A message
 * with a code counts against its recipient's hourly cap first.
 */
export class CourierService {
  constructor(
    private readonly messages: MessageRepository,
    private readonly box: SecretBox,
    private readonly cap: RecipientCap,
    private readonly retryForMs: number,
    private readonly logger: Logger,
    /** a message was queued */
    private readonly onQueued: () => void,
    /** a code was not sent: its recipient had had their share this hour */
    private readonly onCapped: (channel: string) => void = () => undefined,
  ) {}

  /**
   * Whether `to` may receive one more code of `template` this hour, which
   * is then counted: 0 when it may, else the seconds until it may. Asked
   * before a code is made, so that a code refused here never replaces one
   * sent before. Asked again for the same `request`, it counts nothing more.
   */
  async admits(template: TemplateName, to: string, request?: string): Promise<number> {
    const { channel, code } = TEMPLATES[template];
    const wait = code ? await this.cap.take(channel, to, undefined, request) : 0;
    if (!wait) return 0;
    this.onCapped(channel);
    this.logger.warn({ channel, template, to: maskRecipient(channel, to) }, 'code not sent: its recipient had every code of this hour');
    return wait;
  }

  /**
   * Stores the message (its values encrypted) and wakes the worker;
   * resolves with its id. A message of the same key queued before is kept
   * as it is (its id, not a second message).
   */
  async queue(l: Letter): Promise<number> {
    const { channel } = TEMPLATES[l.template];
    const key = l.key ?? crypto.randomUUID();
    const retryUntil = Date.now() + this.retryForMs;
    const id = await this.messages.enqueue({
      key,
      channel,
      template: l.template,
      language: l.language || 'en',
      user_id: l.userId,
      to: l.to,
      to_masked: maskRecipient(channel, l.to),
      sealed: this.box.seal(JSON.stringify(l.vars), sealContext(key)),
      expires_at: l.expiresAt ?? null,
      give_up_at: new Date(l.expiresAt ? Math.min(l.expiresAt.getTime(), retryUntil) : retryUntil),
    });
    this.onQueued();
    return id;
  }

  /** Whether a message of this key was queued (it may have been sent since). */
  async queued(key: string): Promise<boolean> {
    return !!(await this.messages.byKey(key));
  }

  /** The values of a message still to be sent. */
  open(m: MessageDoc): Vars {
    if (!m.sealed) throw new Error('the message has no content any more');
    return JSON.parse(this.box.open(m.sealed, sealContext(m.key))) as Vars;
  }

  async list(req: identity.ListMessagesRequest__Output, ctx: AuthedContext): Promise<identity.CourierMessageList> {
    ctx.caller.requireAdmin();
    const { q, list } = parseListRequest(courier.messageListQuery, req);
    const page = await this.messages.page({ status: q.status, channel: q.channel }, q, list);
    return { records: page.records.map(toMessage), meta: page.meta };
  }
}
