import type mongoose from 'mongoose';
import { announcements } from '@bms/contracts';
import type { content } from '@bms/protos';
import {
  isoDay,
  type AuthedContext,
  type Counters,
  type OutboxRelay,
  parseListRequest,
  Resource,
  Store,
  today,
  ValidationError,
} from '@bms/platform';
import type { UserDirectory } from '../users/user-directory';
import { type AnnouncementDoc, announcementModel, type AnnouncementReadDoc, announcementReadModel } from './announcement.model';

function toAnnouncement(a: AnnouncementDoc, read = false): content.Announcement {
  return {
    id: a._id,
    title: a.title,
    description: a.description ?? '',
    start_date: a.start_date,
    end_date: a.end_date ?? undefined,
    audience: a.audience,
    user_ids: a.user_ids ?? [],
    created_by: a.created_by,
    created_at: isoDay(a.created_at),
    read,
  };
}

/**
 * What a caller may see: admins everything; anyone else what is active
 * today and meant for them (their user type, everyone, or them by id).
 * Anything else is not found (404), never forbidden.
 */
function visibleTo(ctx: AuthedContext, on: string = today()): Record<string, unknown> {
  if (ctx.caller.is_admin) return {};
  const groups = ctx.caller.user_type === 'client' ? ['clients', 'everyone'] : ['staff', 'everyone'];
  return {
    start_date: { $lte: on },
    $and: [
      { $or: [{ end_date: null }, { end_date: { $gte: on } }] },
      { $or: [{ audience: { $in: groups } }, { audience: 'users', user_ids: ctx.caller.user_id }] },
    ],
  };
}

/** Announcements (SPEC 4.3): list, detail, create, delete, and read marks per caller. */
export class AnnouncementService {
  readonly resource;
  private readonly reads: mongoose.Model<AnnouncementReadDoc>;

  constructor(conn: mongoose.Connection, counters: Counters, relay: OutboxRelay, users: UserDirectory) {
    this.reads = announcementReadModel(conn);
    this.resource = new Resource(new Store(announcementModel(conn), counters, relay), {
      module: 'announcements',
      noun: 'Announcement',
      events: 'content.announcement',
      eventData: (a) => ({ id: a._id, title: a.title, audience: a.audience, user_ids: a.user_ids, start_date: a.start_date }),
      body: announcements.announcementBody,
      query: announcements.announcementListQuery,
      scope: (ctx) => visibleTo(ctx),
      toRecord: (a) => toAnnouncement(a),
      create: async (b, ctx) => {
        const start = b.start_date ?? today();
        if (b.end_date && b.end_date < start) throw ValidationError.field('end_date', 'Must not be before start_date.');
        const audience = b.audience ?? 'staff';
        const userIds = audience === 'users' ? [...new Set(b.user_ids ?? [])] : [];
        await users.requireExisting(userIds, 'user_ids', ctx);
        return {
          title: b.title,
          description: b.description ?? '',
          start_date: start,
          end_date: b.end_date ?? null,
          audience,
          user_ids: userIds,
          created_by: ctx.caller.user_id,
        };
      },
    });
  }

  async list(req: content.ListAnnouncementsRequest__Output, ctx: AuthedContext): Promise<content.AnnouncementList> {
    ctx.caller.require('announcements', 'read');
    const { q, list } = parseListRequest(announcements.announcementListQuery, req);
    const page = await this.resource.store.page(visibleTo(ctx), q, (a) => toAnnouncement(a), { list });
    const read = await this.readIds(
      page.records.map((a) => Number(a.id)),
      ctx.caller.user_id,
    );
    // Tombstones ({id, deleted_at}) carry no read mark.
    return { records: page.records.map((a) => ('title' in a ? { ...a, read: read.has(Number(a.id)) } : a)), meta: page.meta };
  }

  async get(id: number, ctx: AuthedContext): Promise<content.AnnouncementRecord> {
    ctx.caller.require('announcements', 'read');
    const a = await this.resource.find(id, ctx);
    const read = await this.readIds([a._id], ctx.caller.user_id);
    return { record: toAnnouncement(a, read.has(a._id)) };
  }

  /** Marks it read for the caller only; a second mark changes nothing. */
  async markRead(id: number, ctx: AuthedContext): Promise<void> {
    ctx.caller.require('announcements', 'read');
    const a = await this.resource.find(id, ctx);
    const userId = ctx.caller.user_id;
    await this.reads.collection.updateOne(
      { _id: `${a._id}:${userId}` } as never,
      { $setOnInsert: { announcement_id: a._id, user_id: userId, read_at: new Date() } },
      { upsert: true },
    );
  }

  private async readIds(ids: number[], userId: number): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.reads
      .find({ user_id: userId, announcement_id: { $in: ids } }, { announcement_id: 1 })
      .lean<Array<Pick<AnnouncementReadDoc, 'announcement_id'>>>()
      .exec();
    return new Set(rows.map((r) => r.announcement_id));
  }
}
