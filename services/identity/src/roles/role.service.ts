import type mongoose from 'mongoose';
import { roles } from '@bms/contracts';
import type { identity } from '@bms/protos';
import {
  deletion,
  type AuthedContext,
  changesNothing,
  Conflict,
  type Counters,
  dropDefaults,
  isoDay,
  isReplace,
  newEvent,
  NotFound,
  type OutboxRelay,
  parseInput,
  parseListRequest,
  parseUpdate,
  type Permissions,
  searchFilter,
  searchTerms,
  Store,
} from '@bms/platform';
import type { UserRepository } from '../users/user.repository';
import { type RoleDoc, roleModel } from './role.model';

/** Grants as proto's map<module, {actions}>. */
export const toProtoPermissions = (p: Permissions): Record<string, identity.ActionList> =>
  Object.fromEntries(Object.entries(p).map(([m, actions]) => [m, { actions }]));

const fromProtoPermissions = (p: Record<string, { actions?: string[] }> | undefined): Record<string, string[]> =>
  Object.fromEntries(Object.entries(p ?? {}).map(([m, v]) => [m, v?.actions ?? []]));

function toRole(r: RoleDoc): identity.Role {
  return {
    id: r._id,
    title: r.title,
    permissions: toProtoPermissions(r.permissions ?? {}),
    created_at: isoDay(r.created_at),
  };
}

/** Roles: a title and module → actions grants. Admins only. */
export class RoleService {
  private readonly store: Store<RoleDoc>;

  constructor(
    conn: mongoose.Connection,
    counters: Counters,
    relay: OutboxRelay,
    private readonly users: UserRepository,
    /** voids the sessions of users whose grants changed */
    private readonly onGrantsChanged: (userIds: number[]) => Promise<void>,
  ) {
    this.store = new Store(roleModel(conn), counters, relay);
  }

  async permissionsOf(roleId: number): Promise<Permissions> {
    if (!roleId) return {};
    return (await this.store.findById(roleId))?.permissions ?? {};
  }

  exists(roleId: number): Promise<boolean> {
    return this.store.exists({ _id: roleId });
  }

  async list(req: identity.ListRolesRequest__Output, ctx: AuthedContext): Promise<identity.RoleList> {
    ctx.caller.requireAdmin();
    const { q, list } = parseListRequest(roles.roleListQuery, req);
    return this.store.page(searchFilter(q.search), q, toRole, { list });
  }

  async get(id: number, ctx: AuthedContext): Promise<identity.RoleRecord> {
    ctx.caller.requireAdmin();
    const r = await this.store.findById(id);
    if (!r) throw new NotFound('Role not found.');
    return { record: toRole(r) };
  }

  async create(req: identity.CreateRoleRequest__Output, ctx: AuthedContext): Promise<identity.RoleRecord> {
    ctx.caller.requireAdmin();
    const input = { ...req.input, permissions: fromProtoPermissions(req.input?.permissions) };
    const b = parseInput(roles.roleBody, dropDefaults(input));
    const doc = await this.store.create(
      { title: b.title, permissions: (b.permissions ?? {}) as Permissions, search_terms: searchTerms(b.title) },
      (r) => newEvent('identity.role.created', { id: r._id, title: r.title }, ctx.caller.user_id),
      ctx.idempotency,
    );
    return { record: toRole(doc) };
  }

  async update(req: identity.UpdateRoleRequest__Output, ctx: AuthedContext): Promise<void> {
    ctx.caller.requireAdmin();
    const input = { ...req.input, permissions: fromProtoPermissions(req.input?.permissions) };
    const b = parseUpdate(roles.roleBody, input, req.update_mask);
    // A replacement clears what it does not send: grants left out (or none) are none.
    if (isReplace(req.update_mask)) b.permissions ??= {};
    const changes: Partial<RoleDoc> = {};
    if (b.title !== undefined) Object.assign(changes, { title: b.title, search_terms: searchTerms(b.title) });
    if (b.permissions !== undefined) changes.permissions = b.permissions as Permissions;
    // Sessions carry the role's grants: when the write changes them, its users' tokens are revoked
    // before it (one that cannot be revoked changes nothing) and again after it (a sign-in in between).
    // Grants saved as they are sign no one out.
    let regrants = false;
    const revoke = async () => this.onGrantsChanged((await this.users.byRole(req.id)).map((u) => u._id));
    const updated = await this.store.update(
      req.id,
      async (before) => {
        regrants = changes.permissions !== undefined && !changesNothing(before, { permissions: changes.permissions });
        if (regrants) await revoke();
        return changes;
      },
      (r) => newEvent('identity.role.updated', { id: r._id }, ctx.caller.user_id),
    );
    if (!updated) throw new NotFound('Role not found.');
    if (regrants) await revoke().catch(() => undefined);
  }

  async delete(id: number, ctx: AuthedContext): Promise<void> {
    ctx.caller.requireAdmin();
    if ((await this.users.byRole(id)).length) throw new Conflict('The role is given to users; give them another role first.');
    const gone = await this.store.softDelete(id, (r) => newEvent('identity.role.deleted', { id: r._id }, ctx.caller.user_id));
    if (!gone) throw new NotFound('Role not found.');
  }

  async restore(id: number, ctx: AuthedContext): Promise<void> {
    ctx.caller.requireAdmin();
    const back = await this.store.restore(id, deletion.cutoff(), (r) =>
      newEvent('identity.role.restored', { id: r._id, title: r.title }, ctx.caller.user_id),
    );
    if (!back) throw new NotFound('Role not found.');
  }
}
