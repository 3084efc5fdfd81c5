import * as crypto from 'node:crypto';
import { team } from '@bms/contracts';
import type { identity } from '@bms/protos';
import {
  deletion,
  type AuthedContext,
  Conflict,
  dropDefaults,
  isReplace,
  newEvent,
  NotFound,
  parseInput,
  parseListRequest,
  parseUpdate,
  PermissionDenied,
  searchTerms,
  ValidationError,
} from '@bms/platform';
import type { RecoveryCodes } from '../auth/codes';
import type { AccountNotices } from '../courier/account-notices';
import type { RoleService } from '../roles/role.service';
import type { Revocations } from '../sessions/revocations';
import type { UserDoc } from '../users/user.model';
import { toUser, userEventData } from '../users/user.mapper';
import type { Passwords } from '../users/password';
import type { UserRepository } from '../users/user.repository';

const MODULE = 'team';

/**
 * The organization team (/api/team): staff users who can sign in. A member
 * made without a password is invited by email to choose one; a change of
 * email is told to the old address, a change of password to the member.
 */
export class TeamService {
  constructor(
    private readonly users: UserRepository,
    private readonly roles: RoleService,
    private readonly passwords: Passwords,
    private readonly revocations: Revocations,
    private readonly sessionTtlSeconds: number,
    private readonly notices: AccountNotices,
    private readonly recovery: RecoveryCodes,
  ) {}

  async list(req: identity.ListTeamMembersRequest__Output, ctx: AuthedContext): Promise<identity.UserList> {
    ctx.caller.require(MODULE, 'read');
    const { q, list } = parseListRequest(team.teamListQuery, req);
    return this.users.page(q, q, toUser, list);
  }

  async get(id: number, ctx: AuthedContext): Promise<identity.UserRecord> {
    ctx.caller.require(MODULE, 'read');
    const user = await this.users.byId(id);
    if (!user) throw new NotFound('Team member not found.');
    return { record: toUser(user) };
  }

  async create(req: identity.CreateTeamMemberRequest__Output, ctx: AuthedContext): Promise<identity.UserRecord> {
    ctx.caller.require(MODULE, 'create');
    const b = parseInput(team.teamMemberBody, dropDefaults(req.input ?? {}));
    if (b.role_id && !ctx.caller.is_admin) throw new PermissionDenied('Only an admin can give a role.');
    const made = ctx.idempotency && (await this.users.madeUnder(ctx.idempotency));
    if (made) return { record: toUser(made) };
    await this.checkRole(b.role_id);
    await this.checkUnique(b.email, b.phone || undefined);
    const user = await this.users.create(
      {
        first_name: b.first_name,
        last_name: b.last_name,
        email: b.email,
        phone: b.phone || undefined,
        // Without a password, one nobody knows until the invitation sets another.
        password_hash: await this.passwords.hash(b.password ?? crypto.randomBytes(32).toString('base64url')),
        user_type: b.user_type ?? 'staff',
        is_admin: false,
        status: b.status ?? 'active',
        role_id: b.role_id ?? 0,
        job_title: b.job_title ?? '',
        image: null,
        language: b.language || 'en',
        search_terms: searchTerms(b.first_name, b.last_name, b.email),
      },
      (u) => newEvent('identity.user.created', userEventData(u), ctx.caller.user_id),
      ctx.idempotency,
    );
    if (!b.password) await this.notices.invitation(user);
    return { record: toUser(user) };
  }

  async update(req: identity.UpdateTeamMemberRequest__Output, ctx: AuthedContext): Promise<void> {
    ctx.caller.require(MODULE, 'update');
    const replace = isReplace(req.update_mask);
    const sent = parseUpdate(team.teamMemberUpdateBody, { ...req.input }, req.update_mask);
    // A full replacement clears what it does not send.
    const b = replace
      ? { job_title: '', phone: '', language: 'en', status: 'active' as const, role_id: 0, user_type: 'staff' as const, ...sent }
      : sent;
    const current = await this.users.byId(req.id);
    if (!current) throw new NotFound('Team member not found.');
    this.checkSelf(current, b, ctx);
    this.checkMayChange(current, b, ctx);
    if (b.role_id !== undefined) await this.checkRole(b.role_id);
    await this.checkUnique(b.email, b.phone || undefined, req.id);
    const changes: Partial<UserDoc> = {};
    for (const k of ['first_name', 'last_name', 'email', 'job_title', 'language', 'status', 'role_id', 'user_type'] as const) {
      if (b[k] !== undefined) (changes as Record<string, unknown>)[k] = b[k];
    }
    if (b.phone !== undefined) changes.phone = b.phone || undefined;
    if (b.password) changes.password_hash = await this.passwords.hash(b.password);
    const write = async () => {
      const updated = await this.users.update(
        req.id,
        (now) => {
          const next = { ...now, ...changes };
          return { ...changes, search_terms: searchTerms(next.first_name, next.last_name, next.email) };
        },
        (after) => newEvent('identity.user.updated', userEventData(after), ctx.caller.user_id),
      );
      if (!updated) throw new NotFound('Team member not found.');
    };
    // Sessions carry the role's grants and the status: changing them voids sessions.
    const signsOut =
      (b.role_id !== undefined && b.role_id !== current.role_id) ||
      (b.status !== undefined && b.status !== current.status) ||
      (b.user_type !== undefined && b.user_type !== current.user_type) ||
      !!b.password;
    // A code sent before (to the old address, an invitation the new password overtakes) sets no password after.
    const voidsCodes = (b.email !== undefined && b.email !== current.email) || !!b.password || (b.status === 'inactive' && current.status !== 'inactive');
    if (voidsCodes) await this.recovery.voidFor(req.id);
    if (signsOut) await this.revocations.signingOut(req.id, this.sessionTtlSeconds, write);
    else await write();
    if (b.email !== undefined && b.email !== current.email) await this.notices.emailChanged(current, b.email);
    if (b.password) await this.notices.passwordChanged({ ...current, ...changes });
  }

  async delete(id: number, ctx: AuthedContext): Promise<void> {
    ctx.caller.require(MODULE, 'delete');
    if (id === ctx.caller.user_id) throw new Conflict('You cannot delete yourself.');
    const target = await this.users.byId(id);
    if (!target) throw new NotFound('Team member not found.');
    if (target.is_admin && !ctx.caller.is_admin) throw new PermissionDenied('Only an admin can delete an admin.');
    // Restored, the member comes back inactive, with no code sent before this.
    await this.recovery.voidFor(id);
    await this.revocations.signingOut(id, this.sessionTtlSeconds, async () => {
      const gone = await this.users.delete(id, (u) => newEvent('identity.user.deleted', { id: u._id }, ctx.caller.user_id));
      if (!gone) throw new NotFound('Team member not found.');
    });
  }

  /** Brings back a member deleted within the retention period (inactive, with their email). */
  async restore(id: number, ctx: AuthedContext): Promise<void> {
    ctx.caller.require(MODULE, 'delete');
    const gone = await this.users.deletedById(id, deletion.cutoff());
    if (!gone) throw new NotFound('Team member not found.');
    if (gone.is_admin && !ctx.caller.is_admin) throw new PermissionDenied('Only an admin can restore an admin.');
    await this.checkUnique(gone.deleted_email, gone.deleted_phone, id).catch(() => {
      throw new Conflict('The email or phone of this member is used by another user now.');
    });
    const back = await this.users.restore(id, deletion.cutoff(), (u) =>
      newEvent('identity.user.restored', userEventData({ ...u, email: u.deleted_email, status: 'inactive' }), ctx.caller.user_id),
    );
    if (!back) throw new NotFound('Team member not found.');
  }

  /**
   * What no one changes on themselves, as no one deletes themselves: their
   * status and their type. The admin is the only one who may change an admin:
   * one who deactivated or demoted themselves would leave no one to undo it.
   */
  private checkSelf(current: UserDoc, b: { status?: string; user_type?: string }, ctx: AuthedContext): void {
    if (current._id !== ctx.caller.user_id) return;
    if (b.status !== undefined && b.status !== current.status) throw new Conflict('You cannot change your own status.');
    if (b.user_type !== undefined && b.user_type !== current.user_type) throw new Conflict('You cannot change your own type.');
  }

  /**
   * What only an admin may change: an admin, anyone's role or type (a
   * client made staff would act with the role an admin once gave it), and
   * another user's sign-in (email, phone, password), which would let the
   * caller sign in as that user and act with their role.
   */
  private checkMayChange(
    current: UserDoc,
    b: { role_id?: number; user_type?: string; email?: string; phone?: string; password?: string },
    ctx: AuthedContext,
  ): void {
    if (ctx.caller.is_admin) return;
    if (current.is_admin) throw new PermissionDenied('Only an admin can change an admin.');
    if (b.role_id !== undefined && b.role_id !== current.role_id) throw new PermissionDenied('Only an admin can give or take a role.');
    if (b.user_type !== undefined && b.user_type !== current.user_type) throw new PermissionDenied("Only an admin can change a user's type.");
    if (current._id === ctx.caller.user_id) return;
    const signIn =
      (b.email !== undefined && b.email !== current.email) ||
      (b.phone !== undefined && (b.phone || undefined) !== (current.phone || undefined)) ||
      !!b.password;
    if (signIn) throw new PermissionDenied("Only an admin can change another user's email, phone or password.");
  }

  private async checkRole(roleId: number | undefined): Promise<void> {
    if (roleId && !(await this.roles.exists(roleId))) throw ValidationError.field('role_id', 'No such role.');
  }

  private async checkUnique(email: string | undefined, phone: string | undefined, self?: number): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (email) {
      const other = await this.users.byEmail(email);
      if (other && other._id !== self) errors.email = ['This email is already taken.'];
    }
    if (phone) {
      const other = await this.users.byPhone(phone);
      if (other && other._id !== self) errors.phone = ['This phone number is already taken.'];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }
}

