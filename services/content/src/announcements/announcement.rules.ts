import { type AuthedContext, type Caller, type ModuleOptions, type StandardModule, today, type UserDirectory, ValidationError } from '@bms/platform';
import type { AnnouncementReads } from './announcement-reads';

/**
 * What a caller may see: admins everything; anyone else what is active
 * today and meant for them (their user type, everyone, or them by id).
 * Anything else is not found (404), never forbidden.
 */
export function visibleTo(caller: Caller, on: string = today()): Record<string, unknown> {
  if (caller.is_admin) return {};
  const groups = caller.user_type === 'client' ? ['clients', 'everyone'] : ['staff', 'everyone'];
  return {
    start_date: { $lte: on },
    $and: [
      { $or: [{ end_date: null }, { end_date: { $gte: on } }] },
      { $or: [{ audience: { $in: groups } }, { audience: 'users', user_ids: caller.user_id }] },
    ],
  };
}

/**
 * What announcements have beyond a standard module (announcements.module.ts):
 * shown from today unless a start is given, until the end date (none:
 * until deleted), to the audience or the users named (who must exist);
 * visible only as visibleTo says, with the caller's own read marks.
 */
export function announcementModule(users: UserDirectory, reads: AnnouncementReads): ModuleOptions {
  return {
    storage: { indexes: [{ key: { audience: 1, start_date: 1, end_date: 1 } }, { key: { user_ids: 1 } }] },
    rules: () => ({
      create: async (fields, ctx) => {
        const start = (fields.start_date as string | undefined) ?? today();
        const end = (fields.end_date as string | undefined) ?? null;
        if (end && end < start) throw ValidationError.field('end_date', 'Must not be before start_date.');
        const userIds = fields.audience === 'users' ? [...new Set(fields.user_ids as number[])] : [];
        await users.requireExisting(userIds, 'user_ids', ctx);
        return { ...fields, start_date: start, end_date: end, user_ids: userIds };
      },
      scope: (ctx) => visibleTo(ctx.caller),
      forCaller: async (records, ctx) => {
        const read = await reads.readBy(
          ctx.caller.user_id,
          records.map((a) => Number(a.id)),
        );
        return records.map((a) => ({ ...a, read: read.has(Number(a.id)) }));
      },
    }),
  };
}

/** Marks an announcement the caller can see read, for them only (again is fine): the module's RPC beside the standard ones. */
export async function markRead(announcements: StandardModule<string, string>, reads: AnnouncementReads, id: number, ctx: AuthedContext): Promise<void> {
  ctx.caller.require('announcements', 'read');
  const a = await announcements.resource.find(id, ctx);
  await reads.mark(a._id, ctx.caller.user_id);
}
