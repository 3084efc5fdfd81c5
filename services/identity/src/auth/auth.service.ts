import { isDeepStrictEqual } from 'node:util';
import { auth, roles } from '@bms/contracts';
import type { common, identity } from '@bms/protos';
import {
  type AuthedContext,
  type Caller,
  dropDefaults,
  isDuplicateKey,
  newEvent,
  parseInput,
  type Permissions,
  RateLimited,
  type TokenSigner,
  Unauthenticated,
  Unavailable,
  ValidationError,
} from '@bms/platform';
import { effectiveGrants } from '../api-keys/api-key.scopes';
import type { ApiKeyService } from '../api-keys/api-key.service';
import { type RoleService, toProtoPermissions } from '../roles/role.service';
import type { Revocations } from '../sessions/revocations';
import type { UserDoc } from '../users/user.model';
import { toLoginUser, toUser, userEventData } from '../users/user.mapper';
import type { Passwords } from '../users/password';
import type { UserRepository } from '../users/user.repository';
import type { AccountNotices } from '../courier/account-notices';
import type { CodeRequests } from '../code-requests/code-requests';
import { loginKey, type Otps, type RecoveryCodes } from './codes';

const INVALID_CREDENTIALS = 'Invalid credentials.';
const phoneChangeKey = (userId: number) => `phone_change:${userId}`;

export interface AuthDeps {
  users: UserRepository;
  roles: RoleService;
  apiKeys: ApiKeyService;
  passwords: Passwords;
  otps: Otps;
  recovery: RecoveryCodes;
  /** recovery emails and sign-in codes asked for by anyone: recorded, then handled after the answer */
  codeRequests: CodeRequests;
  notices: AccountNotices;
  revocations: Revocations;
  sign: TokenSigner;
  sessionTtlSeconds: number;
  apiKeyTokenTtlSeconds: number;
}

const phoneTaken = () => ValidationError.field('phone', 'This number belongs to another user.');

/**
 * Sign-in and the account: sessions, one-time passwords, recovery, phone
 * change. Answers never tell whether an email or phone is registered.
 */
export class AuthService {
  constructor(private readonly d: AuthDeps) {}

  async login(req: identity.LoginRequest__Output): Promise<identity.LoginReply> {
    const b = parseInput(auth.loginBody, dropDefaults(req));
    const byPassword = !!(b.email && b.password);
    const user = byPassword ? await this.byPassword(b.email!, b.password!) : await this.byOtp(b.phone!, b.otp!);
    if (!user || user.status !== 'active') throw new Unauthenticated(INVALID_CREDENTIALS);
    // The password (or phone) it was checked against still the user's when the session is made.
    const stillSignsIn = (now: UserDoc) => (byPassword ? now.password_hash === user.password_hash : now.phone === user.phone);
    return this.signedAsRead(user, stillSignsIn, INVALID_CREDENTIALS, (u, perm) => ({
      token: this.d.sign({ sub: String(u._id), typ: 'session', ut: u.user_type, adm: u.is_admin, rid: u.role_id, perm }, this.d.sessionTtlSeconds).token,
      user: toLoginUser(u),
    }));
  }

  private async byPassword(email: string, password: string): Promise<UserDoc | null> {
    const user = await this.d.users.byEmail(email);
    if (!user) return this.d.passwords.verifyNothing(password).then(() => null);
    return (await this.d.passwords.verify(user.password_hash, password)) ? user : null;
  }

  private async byOtp(phone: string, otp: string): Promise<UserDoc | null> {
    const userId = await this.d.otps.consume(loginKey(phone), phone, otp);
    if (!userId) return null;
    const user = await this.d.users.byId(userId);
    return user && user.phone === phone ? user : null;
  }

  /**
   * A token `sign`ed for the user as read, then the user and their role's
   * grants read again. A write that signs a user out (a password, a status,
   * a role or its grants, a deletion) revokes their tokens before it and
   * again after it (revokingAround): a token signed before that second
   * revocation is voided by it, and a sign-in that signed after it sees the
   * write here. So a sign-in that read the user before the write (a login
   * checking the old password while it is reset) keeps no session: one the
   * user no longer `stillSignsIn` to, or no longer active, is refused; one
   * whose grants changed is signed again with the new ones.
   */
  private async signedAsRead<T>(user: UserDoc, stillSignsIn: (now: UserDoc) => boolean, refusal: string | undefined, sign: (u: UserDoc, perm: Permissions) => T): Promise<T> {
    let u = user;
    for (let i = 0; i < 3; i++) {
      const perm = await this.d.roles.permissionsOf(u.role_id);
      const signed = sign(u, perm);
      const now = await this.d.users.byId(u._id);
      if (!now || now.status !== 'active' || !stillSignsIn(now)) throw new Unauthenticated(refusal);
      const sameGrants = now.role_id === u.role_id && now.user_type === u.user_type && now.is_admin === u.is_admin;
      if (sameGrants && isDeepStrictEqual(await this.d.roles.permissionsOf(now.role_id), perm)) return signed;
      u = now;
    }
    // Changed under every reading: no token can be told right now.
    throw new Unavailable("The user's account is being changed; try again.");
  }

  /**
   * Sends a sign-in code to a phone. Registered or not, the answer is the
   * same and comes after the same work: the request recorded (one insert),
   * and handled after the answer, by this replica or, if it dies, another.
   */
  async sendOtp(req: identity.SendOtpRequest__Output): Promise<common.Result> {
    const b = parseInput(auth.sendOtpBody, dropDefaults(req));
    await this.d.codeRequests.record('login_code', b.phone);
    return { success: true, message: 'If the number is registered, a code has been sent to it.' };
  }

  /** The caller and what it may do: its token's grants, as every service decides with them. */
  async me(ctx: AuthedContext): Promise<identity.CurrentUser> {
    const user = await this.d.users.byId(ctx.caller.user_id);
    if (!user || user.status !== 'active') throw new Unauthenticated();
    return { user: toUser(user), permissions: toProtoPermissions(ctx.caller.effectivePermissions(roles.MODULES)) };
  }

  async logout(ctx: AuthedContext, expiresAtMs: number): Promise<common.Result> {
    if (ctx.caller.via === 'api_key') {
      throw ValidationError.field('token', 'An API key is revoked with DELETE /api/api-keys/{id}, not by logout.');
    }
    await this.d.revocations.revokeToken(ctx.caller.token_id, expiresAtMs);
    return { success: true, message: 'Logged out.' };
  }

  /**
   * Emails a recovery code. Known or not, the answer is the same and comes
   * after the same work, the request recorded (one insert); the lookup
   * and the queueing run after it (code-requests/): its content and its
   * time tell nothing about the address, and a crash after the answer
   * loses nothing.
   */
  async requestPasswordReset(req: identity.RequestPasswordResetRequest__Output): Promise<common.Result> {
    const b = parseInput(auth.requestResetBody, dropDefaults(req));
    await this.d.codeRequests.record('recovery', b.email);
    return { success: true, message: 'If the address is registered, a recovery email has been sent to it.' };
  }

  async changePassword(req: identity.ChangePasswordRequest__Output): Promise<common.Result> {
    const b = parseInput(auth.changePasswordBody, req);
    const invalid = () => ValidationError.field('code', 'The code is invalid or has expired.');
    const holder = await this.d.recovery.holder(b.code);
    const user = holder ? await this.d.users.byId(holder.user_id) : null;
    // Sent to an address the user no longer has (changed since), it sets nothing.
    if (!user || !holder!.sentTo(user.email)) throw invalid();
    const passwordHash = await this.d.passwords.hash(b.password);
    // Signed out before the code is used up: if that fails, the code still works for a retry.
    await this.d.revocations.signingOut(user._id, this.d.sessionTtlSeconds, async () => {
      // The user's other codes first: a failure after this leaves none of them live, this one still.
      await this.d.recovery.voidFor(user._id, b.code);
      if ((await this.d.recovery.consume(b.code)) !== user._id) throw invalid();
      // As the user it recovered: the audit trail names the change (the hash masked).
      await this.d.users.update(user._id, { password_hash: passwordHash }, (after) => newEvent('identity.user.updated', userEventData(after), user._id));
    });
    await this.d.notices.passwordChanged(user);
    return { success: true, message: 'The password has been changed.' };
  }

  async sendPhoneChangeOtp(req: identity.SendOtpRequest__Output, ctx: AuthedContext): Promise<common.Result> {
    const b = parseInput(auth.phoneChangeSendBody, dropDefaults(req));
    const owner = await this.d.users.byPhone(b.phone);
    if (owner && owner._id !== ctx.caller.user_id) throw phoneTaken();
    const me = await this.d.users.byId(ctx.caller.user_id);
    if (!me) throw new Unauthenticated();
    const to = { userId: me._id, language: me.language, template: 'phone_change_code' as const };
    const wait = await this.d.otps.issue(phoneChangeKey(me._id), b.phone, to);
    if (wait) {
      throw Object.assign(new RateLimited('This number has received, or you have asked for, as many codes as may be sent in an hour; try again later.'), { retryAfterSeconds: wait });
    }
    return { success: true, message: 'A code has been sent to the new number.' };
  }

  async verifyPhoneChangeOtp(req: identity.VerifyPhoneChangeOtpRequest__Output, ctx: AuthedContext): Promise<common.Result> {
    const b = parseInput(auth.phoneChangeVerifyBody, dropDefaults(req));
    const userId = await this.d.otps.consume(phoneChangeKey(ctx.caller.user_id), b.phone, b.otp);
    if (userId !== ctx.caller.user_id) throw ValidationError.field('otp', 'The code is wrong or has expired.');
    // Taken by another user since the code was sent (the unique index tells, when at the same moment).
    const owner = await this.d.users.byPhone(b.phone);
    if (owner && owner._id !== userId) throw phoneTaken();
    const updated = await this.d.users
      .update(userId, { phone: b.phone }, (after) => newEvent('identity.user.updated', userEventData(after), userId))
      .catch((err: unknown) => {
        throw isDuplicateKey(err) ? phoneTaken() : err;
      });
    if (!updated) throw new Unauthenticated();
    return { success: true, message: 'The phone number has been changed.' };
  }

  /**
   * An API key's secret becomes a short-lived token with the key's grants
   * now (see effectiveGrants). The token ends no later than the key or the
   * secret (a rotated one in its grace period), so that no cache of it
   * outlives them.
   */
  async exchangeApiKey(req: identity.ExchangeApiKeyRequest__Output): Promise<identity.ExchangeApiKeyReply> {
    const { key, validUntil } = await this.d.apiKeys.resolve(req.key);
    const user = await this.d.users.byId(key.user_id);
    if (!user || user.status !== 'active') throw new Unauthenticated();
    let ttl = this.d.apiKeyTokenTtlSeconds;
    if (validUntil) ttl = Math.min(ttl, Math.floor((validUntil.getTime() - Date.now()) / 1000));
    if (ttl < 1) throw new Unauthenticated('The API key has expired.');
    const token = await this.signedAsRead(user, () => true, undefined, (u, perm) => {
      const grants = effectiveGrants(key.scopes, u, perm);
      const claims = { sub: String(u._id), typ: 'api_key' as const, ut: u.user_type, adm: grants.adm, rid: u.role_id, perm: grants.perm, kid: key._id };
      return this.d.sign(claims, ttl, apiKeyTokenId(key._id)).token;
    });
    return { token, expires_in: ttl };
  }

  async checkSession(req: identity.CheckSessionRequest__Output): Promise<identity.CheckSessionReply> {
    return { revoked: await this.d.revocations.isRevoked(req.token_id, req.user_id, req.issued_at) };
  }
}

/** Every token of an API key shares this id, so one revocation voids them all. */
export const apiKeyTokenId = (keyId: number) => `ak_${keyId}`;

export type { Caller };
