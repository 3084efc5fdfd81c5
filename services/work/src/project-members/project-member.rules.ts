import { type AuthedContext, Conflict, type ModuleDoc, type ModuleOptions } from '@bms/platform';
import type { UserDirectory } from '../users/user.directory';

const ALREADY = 'This user is already on this project.';

/** "<project_id>:<user_id>": held by a live membership under a unique index, removed on delete. */
const memberKey = (m: Record<string, unknown>) => `${m.project_id}:${m.user_id}`;

/**
 * What team members have beyond a standard module (project-members.module.ts):
 * a known user on a project (any positive project id: projects are not a
 * module here), once. The membership's key is unique among live ones; a
 * delete frees it (the user can be added again), a restore takes it back
 * unless the user is gone or on the project again meanwhile (409).
 */
export function projectMemberModule(users: UserDirectory): ModuleOptions {
  return {
    storage: { fields: { member_key: String }, indexes: [{ key: { member_key: 1 }, unique: true, sparse: true }] },
    rules: (store) => {
      const check = async (m: Record<string, unknown>, ctx: AuthedContext, before?: ModuleDoc) => {
        if (before?.member_key === m.member_key) return;
        await users.require('user_id', [Number(m.user_id)], ctx);
        const clash = await store.exists({ member_key: m.member_key, ...(before ? { _id: { $ne: before._id } } : {}) });
        if (clash) throw new Conflict(ALREADY);
      };
      return {
        create: async (fields, ctx, before) => {
          const made = { ...fields, member_key: memberKey(fields) };
          await check(made, ctx, before);
          return made;
        },
        update: async (changes, before, ctx) => {
          const next = { project_id: changes.project_id ?? before.project_id, user_id: changes.user_id ?? before.user_id };
          const made = { ...next, member_key: memberKey(next) };
          await check(made, ctx, before);
          return made;
        },
        // Memberships have no parent: only a caller's restore brings one back.
        beforeRestore: async (gone, ctx) => {
          if (!ctx) throw new Conflict('A project member comes back by a caller\'s restore only.');
          const member_key = memberKey(gone);
          await check({ user_id: gone.user_id, member_key }, ctx, gone);
          return { member_key };
        },
        // A user whose deletion work handled between the check and the write (its cascade then found no such
        // membership): the membership goes at once, as that cascade would have taken it.
        settle: async (m) => ((await users.knownDeleted([Number(m.user_id)])).length ? 'delete' : undefined),
        clearedOnDelete: ['member_key'],
        taken: ALREADY,
      };
    },
  };
}
