import type mongoose from 'mongoose';
import { messages } from '@bms/contracts';
import type { content } from '@bms/protos';
import {
  isoDay,
  type AuthedContext,
  type Counters,
  dropDefaults,
  newEvent,
  NotFound,
  type OutboxRelay,
  parseInput,
  parseListRequest,
  parseUpdate,
  PermissionDenied,
  Store,
  type UserDirectory,
} from '@bms/platform';
import { type MessageDoc, messageModel } from './message.model';

const MODULE = 'messages';

function toMessage(m: MessageDoc, viewer: number): content.Message {
  // A sender has read what they wrote, unless they are among its recipients too: then, as the unread list says, once they open it.
  const read = (m.read_by ?? []).includes(viewer) || (m.from_user_id === viewer && !m.to_user_ids.includes(viewer));
  return {
    id: m._id,
    from_user_id: m.from_user_id,
    to_user_ids: m.to_user_ids,
    subject: m.subject,
    body: m.body,
    read,
    read_by: m.read_by ?? [],
    created_at: isoDay(m.created_at),
    updated_at: m.updated_at.toISOString(),
  };
}

/**
 * Messages (SPEC 4.6): creating one sends it. A user reaches
 * only the messages in their own mailbox (sent or received), admins
 * included: any other id is not found. Opening a message marks it read
 * for that recipient; deleting takes it out of the caller's mailbox only.
 */
export class MessageService {
  private readonly store: Store<MessageDoc>;

  constructor(
    conn: mongoose.Connection,
    counters: Counters,
    relay: OutboxRelay,
    private readonly users: UserDirectory,
  ) {
    this.store = new Store(messageModel(conn), counters, relay);
  }

  private mailbox(userId: number): Record<string, unknown> {
    return { participants: userId, hidden_for: { $ne: userId } };
  }

  private async find(id: number, userId: number): Promise<MessageDoc> {
    const m = await this.store.findById(id, this.mailbox(userId));
    if (!m) throw new NotFound('Message not found.');
    return m;
  }

  async list(req: content.ListMessagesRequest__Output, ctx: AuthedContext): Promise<content.MessageList> {
    ctx.caller.require(MODULE, 'read');
    const { q, list } = parseListRequest(messages.messageListQuery, req);
    const me = ctx.caller.user_id;
    // Sync sees a message the caller took out of their mailbox as a tombstone, as one deleted for all.
    const filter: Record<string, unknown> = list.includeDeleted ? { participants: me } : this.mailbox(me);
    if (q.box === 'inbox') filter.to_user_ids = me;
    if (q.box === 'sent') filter.from_user_id = me;
    if (q.unread) Object.assign(filter, { to_user_ids: me, read_by: { $ne: me } });
    const hiddenForMe = (m: MessageDoc) => (m.hidden_for ?? []).includes(me);
    return this.store.page(filter, q, (m) => (hiddenForMe(m) ? { id: m._id, deleted_at: m.updated_at.toISOString() } : toMessage(m, me)), {
      list,
    });
  }

  async get(id: number, ctx: AuthedContext): Promise<content.MessageRecord> {
    ctx.caller.require(MODULE, 'read');
    const me = ctx.caller.user_id;
    let m = await this.find(id, me);
    if (m.to_user_ids.includes(me) && !(m.read_by ?? []).includes(me)) {
      // A read mark is a change a syncing client fetches (updated_since).
      const now = new Date();
      await this.store.model.collection.updateOne({ _id: id } as never, { $addToSet: { read_by: me }, $set: { updated_at: now } } as never);
      m = { ...m, read_by: [...(m.read_by ?? []), me], updated_at: now };
    }
    return { record: toMessage(m, me) };
  }

  /** Sends a message: the recipients must exist; emits content.message.sent. */
  async send(req: content.CreateMessageRequest__Output, ctx: AuthedContext): Promise<content.MessageRecord> {
    ctx.caller.require(MODULE, 'create');
    const b = parseInput(messages.messageBody, dropDefaults(req.input ?? {}));
    const made = ctx.idempotency && (await this.store.madeUnder(ctx.idempotency));
    if (made) return { record: toMessage(made, ctx.caller.user_id) };
    const to = [...new Set([...(b.to_user_id ? [b.to_user_id] : []), ...(b.to_user_ids ?? [])])];
    await this.users.requireExisting(to, b.to_user_ids?.length ? 'to_user_ids' : 'to_user_id', ctx);
    const me = ctx.caller.user_id;
    const m = await this.store.create(
      {
        from_user_id: me,
        to_user_ids: to,
        participants: [...new Set([me, ...to])],
        subject: b.subject,
        body: b.body,
        read_by: [],
        hidden_for: [],
      },
      (d) =>
        newEvent('content.message.sent', { id: d._id, from_user_id: d.from_user_id, to_user_ids: d.to_user_ids, subject: d.subject }, me),
      ctx.idempotency,
    );
    return { record: toMessage(m, me) };
  }

  /** The sender may correct the subject and body; recipients may not. */
  async update(req: content.UpdateMessageRequest__Output, ctx: AuthedContext): Promise<void> {
    ctx.caller.require(MODULE, 'update');
    const b = parseUpdate(messages.messageUpdateBody, { ...(req.input ?? {}) }, req.update_mask);
    const me = ctx.caller.user_id;
    const m = await this.find(req.id, me);
    if (m.from_user_id !== me) throw new PermissionDenied('Only the sender can change a message.');
    const changes: Partial<MessageDoc> = {};
    if (b.subject !== undefined) changes.subject = b.subject;
    if (b.body !== undefined) changes.body = b.body;
    const updated = await this.store.update(req.id, changes, (after) =>
      // Its recipients too: the change stream shows a message's changes to its participants only (gateway changes/visibility.ts).
      newEvent('content.message.updated', { id: after._id, from_user_id: after.from_user_id, to_user_ids: after.to_user_ids }, me),
    );
    if (!updated) throw new NotFound('Message not found.');
  }

  /**
   * Takes the message out of the caller's mailbox; the others keep it.
   * When no one has it any more it is deleted.
   */
  async delete(id: number, ctx: AuthedContext): Promise<void> {
    ctx.caller.require(MODULE, 'delete');
    const me = ctx.caller.user_id;
    await this.find(id, me);
    await this.store.model.collection.updateOne({ _id: id } as never, { $addToSet: { hidden_for: me }, $set: { updated_at: new Date() } } as never);
    const after = await this.store.findById(id);
    if (after && after.participants.every((p) => (after.hidden_for ?? []).includes(p))) {
      await this.store.softDelete(id, (d) => newEvent('content.message.deleted', { id: d._id }, me));
    }
  }
}
