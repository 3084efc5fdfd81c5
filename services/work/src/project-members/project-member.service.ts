import type mongoose from 'mongoose';
import { projectMembers } from '@bms/contracts';
import type { work } from '@bms/protos';
import {
  isoDay,
  type AuthedContext,
  Conflict,
  type Counters,
  newEvent,
  NotFound,
  type OutboxRelay,
  Resource,
  Store,
} from '@bms/platform';
import type { UserDirectory } from '../users/user.directory';
import { memberKey, type ProjectMemberDoc, projectMemberModel } from './project-member.model';

const ALREADY = 'This user is already on this project.';

function toProjectMember(m: ProjectMemberDoc): work.ProjectMember {
  return { id: m._id, project_id: m.project_id, user_id: m.user_id, created_at: isoDay(m.created_at) };
}

const eventData = (m: ProjectMemberDoc) => ({ id: m._id, project_id: m.project_id, user_id: m.user_id });

/** The unique index answers a race the check before it lost. */
async function uniqueMembership<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if ((err as { code?: number }).code === 11000) throw new Conflict(ALREADY);
    throw err;
  }
}

/**
 * Project team members (/api/team_members, SPEC 4.6): a known user on a
 * project (any positive project id: projects are not a module here), once.
 */
export class ProjectMemberService {
  readonly resource;
  private readonly store: Store<ProjectMemberDoc>;

  constructor(
    conn: mongoose.Connection,
    counters: Counters,
    relay: OutboxRelay,
    private readonly users: UserDirectory,
  ) {
    this.store = new Store(projectMemberModel(conn), counters, relay);
    this.resource = new Resource(this.store, {
      module: 'team_members',
      noun: 'Team member',
      events: 'work.team_member',
      eventData,
      body: projectMembers.projectMemberBody,
      query: projectMembers.projectMemberListQuery,
      filter: (q) => ({
        ...(q.project_id ? { project_id: q.project_id } : {}),
        ...(q.user_id ? { user_id: q.user_id } : {}),
      }),
      toRecord: toProjectMember,
      create: async (b, ctx, before) => {
        const fields = { project_id: b.project_id, user_id: b.user_id, member_key: memberKey(b) };
        await this.check(fields, ctx, before);
        return fields;
      },
      update: async (b, before, ctx) => {
        const next = { project_id: b.project_id ?? before.project_id, user_id: b.user_id ?? before.user_id };
        const fields = { ...next, member_key: memberKey(next) };
        await this.check(fields, ctx, before);
        return fields;
      },
      // The key was freed at delete: a restore takes it back, unless the user
      // is gone or on the project again meanwhile (409).
      beforeRestore: async (gone, ctx) => {
        const fields = { user_id: gone.user_id, member_key: memberKey(gone) };
        await this.check(fields, ctx, gone);
        return { member_key: fields.member_key };
      },
    });
  }

  private async check(m: { user_id: number; member_key: string }, ctx: AuthedContext, before?: ProjectMemberDoc) {
    if (before?.member_key === m.member_key) return;
    await this.users.require('user_id', [m.user_id], ctx);
    const clash = await this.store.exists({ member_key: m.member_key, ...(before ? { _id: { $ne: before._id } } : {}) });
    if (clash) throw new Conflict(ALREADY);
  }

  /** The RPC handlers: the standard ones, with the delete that frees the key. */
  handlers() {
    const done = (message: string) => ({ success: true, message });
    return {
      ...this.resource.handlers('ProjectMember', 'ProjectMembers'),
      CreateProjectMember: (req: work.CreateProjectMemberRequest__Output, ctx: AuthedContext) =>
        uniqueMembership(this.resource.create(req, ctx)),
      UpdateProjectMember: (req: work.UpdateProjectMemberRequest__Output, ctx: AuthedContext) =>
        uniqueMembership(this.resource.update(req, ctx)).then(() => done('Team member updated.')),
      RestoreProjectMember: (req: { id: number }, ctx: AuthedContext) =>
        uniqueMembership(this.resource.restore(req.id, ctx)).then(() => done('Team member restored.')),
      DeleteProjectMember: (req: { id: number }, ctx: AuthedContext) =>
        this.delete(req.id, ctx).then(() => done('Team member deleted.')),
    };
  }

  /** Deletes a membership and frees its key, so that the user can be added again. */
  async delete(id: number, ctx: AuthedContext): Promise<void> {
    ctx.caller.require('team_members', 'delete');
    const gone = await this.remove(id, ctx.caller.user_id);
    if (!gone) throw new NotFound('Team member not found.');
  }

  private remove(id: number, actor: number) {
    return this.store.softDelete(
      id,
      (m) => newEvent('work.team_member.deleted', { id: m._id }, actor),
      () => ({ $unset: { member_key: '' } }),
    );
  }

  /** Takes a deleted user off every project team (identity's user.deleted); safe to repeat. */
  async removeUser(userId: number, actor: number): Promise<number> {
    let removed = 0;
    for (;;) {
      const batch = await this.store.find({ user_id: userId }, 200);
      if (!batch.length) return removed;
      for (const m of batch) if (await this.remove(m._id, actor)) removed++;
    }
  }
}
