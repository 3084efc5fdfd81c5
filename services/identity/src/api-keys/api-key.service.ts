import * as crypto from 'node:crypto';
import type mongoose from 'mongoose';
import { roles } from '@bms/contracts';
import type { identity } from '@bms/protos';
import {
  type AuthedContext,
  Conflict,
  Contended,
  type Counters,
  dropDefaults,
  newEvent,
  NotFound,
  type OutboxRelay,
  parseInput,
  parseListRequest,
  PermissionDenied,
  type Permissions,
  Store,
  Unauthenticated,
  ValidationError,
} from '@bms/platform';
import { API_KEY_SECRETS, type ApiKeyDoc, apiKeyModel } from './api-key.model';
import { isScoped, scopesBeyond, withinKey } from './api-key.scopes';
import { toProtoPermissions } from '../roles/role.service';
import { revokingAround } from '../sessions/revocations';
import { secretGone, secretShownOnce } from '../secret-once';

export type { ApiKeyDoc } from './api-key.model';

export const API_KEY_PREFIX = 'bms_';

export const hashApiKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

const newSecret = () => API_KEY_PREFIX + crypto.randomBytes(32).toString('base64url');

/** What the rest of identity does when secrets stop working. */
export interface ApiKeyHooks {
  /** voids every token the key was exchanged for */
  revokeTokens(key: ApiKeyDoc): Promise<void>;
  /** makes the gateways forget their cached exchanges of these secrets */
  forgetSecrets(keyHashes: string[]): Promise<void>;
}

/** A key found by one of its secrets, and until when that secret works (null: no end). */
export interface ResolvedKey {
  key: ApiKeyDoc;
  validUntil: Date | null;
}

function toApiKey(k: ApiKeyDoc, now = Date.now()): identity.ApiKey {
  const inGrace = !!k.previous_key_hash && !!k.previous_expires_at && k.previous_expires_at.getTime() > now;
  return {
    id: k._id,
    name: k.name,
    prefix: k.prefix,
    user_id: k.user_id,
    created_at: k.created_at.toISOString(),
    last_used_at: k.last_used_at?.toISOString(),
    scopes: toProtoPermissions(k.scopes ?? {}),
    expires_at: k.expires_at?.toISOString(),
    rotated_at: k.rotated_at?.toISOString(),
    previous_key_expires_at: inGrace ? k.previous_expires_at!.toISOString() : undefined,
  };
}

const fromProtoScopes = (s: Record<string, { actions?: string[] }> | undefined): Record<string, string[]> =>
  Object.fromEntries(Object.entries(s ?? {}).map(([m, v]) => [m, v?.actions ?? []]));

const earliest = (...dates: Array<Date | null | undefined>): Date | null =>
  dates.reduce<Date | null>((min, d) => (d && (!min || d < min) ? d : min), null);

/**
 * API keys: made by an admin, or by staff granted api_keys:create, acting
 * as their creator, optionally limited to scopes within the creator's
 * grants, optionally expiring. A key made or rotated through another key
 * gets no more than that key: its scopes and no later expiry. The secret
 * is shown once; only its SHA-256 hash is kept. A rotation gives the same
 * key a new secret while the old one works for a grace period. Admins
 * manage every key; others with the api_keys grants only their own.
 */
export class ApiKeyService {
  private readonly store: Store<ApiKeyDoc>;

  constructor(
    conn: mongoose.Connection,
    counters: Counters,
    relay: OutboxRelay,
    private readonly hooks: ApiKeyHooks,
  ) {
    this.store = new Store(apiKeyModel(conn), counters, relay, { secret: API_KEY_SECRETS });
  }

  async create(req: identity.CreateApiKeyRequest__Output, ctx: AuthedContext): Promise<identity.ApiKeyCreated> {
    ctx.caller.require('api_keys', 'create');
    const b = parseInput(roles.apiKeyBody, dropDefaults({ ...req, scopes: fromProtoScopes(req.scopes) }));
    await secretShownOnce(this.store, ctx, 'API key');
    const through = await this.keyActedThrough(ctx);
    const asked = b.scopes as Permissions | undefined;
    const errors = asked ? scopesBeyond(asked, ctx.caller) : {};
    const scopes = asked ?? (isScoped(through?.scopes) ? through.scopes : undefined);
    const expiresAt = b.expires_at ? new Date(b.expires_at) : through?.expires_at;
    if (through?.expires_at && expiresAt && expiresAt > through.expires_at) {
      errors.expires_at = [`Must be no later than ${through.expires_at.toISOString()}, when the API key making this one expires.`];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const key = newSecret();
    const doc = await this.store.create(
      {
        name: b.name,
        key_hash: hashApiKey(key),
        prefix: key.slice(0, 12),
        user_id: ctx.caller.user_id,
        ...(scopes ? { scopes } : {}),
        ...(expiresAt ? { expires_at: expiresAt } : {}),
      },
      (d) => apiKeyEvent('created', d, ctx),
      ctx.idempotency,
    );
    // Made by the same request at the same time: its answer had the secret.
    if (doc.key_hash !== hashApiKey(key)) throw secretGone('API key', doc._id);
    return { record: toApiKey(doc), key };
  }

  async list(req: identity.ListApiKeysRequest__Output, ctx: AuthedContext): Promise<identity.ApiKeyList> {
    ctx.caller.require('api_keys', 'read');
    const { q, list } = parseListRequest(roles.apiKeyListQuery, req);
    const now = Date.now();
    return this.store.page(this.reach(ctx), q, (k) => toApiKey(k, now), { list });
  }

  /**
   * A new secret for the key. The old one works for `grace_seconds` more
   * (24 h unless said; 0: it stops now); a secret older than that stops
   * now. The gateways forget their cached exchanges of the old secrets, so
   * that their next use is checked against the new state. Through a key,
   * only keys within it (withinKey).
   */
  async rotate(req: identity.RotateApiKeyRequest__Output, ctx: AuthedContext): Promise<identity.ApiKeyCreated> {
    ctx.caller.require('api_keys', 'update');
    const b = parseInput(roles.apiKeyRotateBody, req.grace_seconds === undefined ? {} : { grace_seconds: req.grace_seconds });
    const grace = b.grace_seconds ?? roles.API_KEY_DEFAULT_GRACE_SECONDS;
    const doc = await this.store.findById(req.id, this.reach(ctx));
    if (!doc) throw new NotFound('API key not found.');
    const through = await this.keyActedThrough(ctx);
    if (through && !withinKey(doc, through, ctx.caller)) {
      throw new PermissionDenied('An API key may rotate only keys within its own scopes and expiry.');
    }
    const now = new Date();
    if (doc.expires_at && doc.expires_at <= now) throw new Conflict('The API key has expired; create a new one.');
    const key = newSecret();
    const changes: Partial<ApiKeyDoc> = {
      key_hash: hashApiKey(key),
      prefix: key.slice(0, 12),
      rotated_at: now,
      previous_key_hash: grace > 0 ? doc.key_hash : undefined,
      previous_expires_at: grace > 0 ? new Date(now.getTime() + grace * 1000) : undefined,
    };
    const forget = () => this.hooks.forgetSecrets([doc.key_hash, doc.previous_key_hash].filter((h): h is string => !!h));
    await revokingAround(forget, async () => {
      // Only from the secret read here: of two rotations at once, one wins.
      const updated = await this.store.update(doc._id, changes, (after) => apiKeyEvent('rotated', after, ctx), { key_hash: doc.key_hash });
      if (!updated) throw new Contended('The API key was rotated or revoked meanwhile; try again.');
    });
    return { record: toApiKey({ ...doc, ...changes } as ApiKeyDoc), key };
  }

  /** Revokes the key at once: every secret and every token it was exchanged for. */
  async revoke(id: number, ctx: AuthedContext): Promise<void> {
    ctx.caller.require('api_keys', 'delete');
    const key = await this.store.findById(id, this.reach(ctx));
    if (!key) throw new NotFound('API key not found.');
    const revokeAll = async () => {
      await this.hooks.revokeTokens(key);
      await this.hooks.forgetSecrets([key.key_hash, key.previous_key_hash].filter((h): h is string => !!h));
    };
    await revokingAround(revokeAll, async () => {
      const gone = await this.store.softDelete(id, (d) => apiKeyEvent('deleted', d, ctx), undefined, this.reach(ctx));
      if (!gone) throw new NotFound('API key not found.');
    });
  }

  /**
   * The live key with this secret (the current one, or the one before the
   * last rotation while its grace lasts), unexpired; notes its use (at
   * most once a minute).
   */
  async resolve(secret: string): Promise<ResolvedKey> {
    if (!secret.startsWith(API_KEY_PREFIX)) throw new Unauthenticated();
    const hash = hashApiKey(secret);
    const now = new Date();
    let key = await this.store.findOne({ key_hash: hash });
    let secretEnds: Date | null = null;
    if (!key) {
      key = await this.store.findOne({ previous_key_hash: hash });
      if (!key || !key.previous_expires_at || key.previous_expires_at <= now) throw new Unauthenticated();
      secretEnds = key.previous_expires_at;
    }
    if (key.expires_at && key.expires_at <= now) throw new Unauthenticated('The API key has expired.');
    if (!key.last_used_at || now.getTime() - key.last_used_at.getTime() > 60_000) {
      await this.store.update(key._id, { last_used_at: now });
    }
    return { key, validUntil: earliest(key.expires_at, secretEnds) };
  }

  /** The key the caller acts through; null for a session. */
  private async keyActedThrough(ctx: AuthedContext): Promise<ApiKeyDoc | null> {
    if (ctx.caller.via !== 'api_key') return null;
    const key = ctx.caller.api_key_id === undefined ? null : await this.store.findById(ctx.caller.api_key_id);
    if (!key) throw new Unauthenticated();
    return key;
  }

  /** The keys a caller manages: all for an admin, else their own. */
  private reach(ctx: AuthedContext): Record<string, unknown> {
    return ctx.caller.is_admin ? {} : { user_id: ctx.caller.user_id };
  }
}

/** What identity.api_key.* events carry: the key and whom it acts as (what changed, hashes masked, is in the event's changes). */
function apiKeyEvent(verb: 'created' | 'rotated' | 'deleted', k: ApiKeyDoc, ctx: AuthedContext) {
  return newEvent(`identity.api_key.${verb}`, { id: k._id, user_id: k.user_id }, ctx.caller.user_id);
}
