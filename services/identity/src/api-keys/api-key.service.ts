import * as crypto from 'node:crypto';
import mongoose from 'mongoose';
import { roles } from '@bms/contracts';
import type { identity } from '@bms/protos';
import {
  asQuery,
  type AuthedContext,
  type Counters,
  dropDefaults,
  NotFound,
  type OutboxRelay,
  parseInput,
  type StoredFields,
  Store,
  Unauthenticated,
} from '@bms/platform';

export interface ApiKeyDoc extends StoredFields {
  name: string;
  key_hash: string;
  prefix: string;
  user_id: number;
  last_used_at?: Date;
}

const schema = new mongoose.Schema<ApiKeyDoc>(
  {
    _id: Number,
    name: String,
    key_hash: String,
    prefix: String,
    user_id: Number,
    last_used_at: Date,
    created_at: Date,
    updated_at: Date,
    deleted_at: Date,
  },
  { versionKey: false, strict: false },
);
schema.index({ key_hash: 1 }, { unique: true });

export const API_KEY_PREFIX = 'bms_';

export const hashApiKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

function toApiKey(k: ApiKeyDoc): identity.ApiKey {
  return {
    id: k._id,
    name: k.name,
    prefix: k.prefix,
    user_id: k.user_id,
    created_at: k.created_at.toISOString(),
    last_used_at: k.last_used_at?.toISOString(),
  };
}

/**
 * API keys: permanent, made by an admin, acting as that admin. The secret
 * is shown once; only its SHA-256 hash is kept.
 */
export class ApiKeyService {
  private readonly store: Store<ApiKeyDoc>;

  constructor(
    conn: mongoose.Connection,
    counters: Counters,
    relay: OutboxRelay,
    private readonly onRevoked: (key: ApiKeyDoc) => Promise<void>,
  ) {
    this.store = new Store(conn.model<ApiKeyDoc>('ApiKey', schema, 'api_keys'), counters, relay);
  }

  async create(req: identity.CreateApiKeyRequest__Output, ctx: AuthedContext): Promise<identity.ApiKeyCreated> {
    ctx.caller.requireAdmin();
    const b = parseInput(roles.apiKeyBody, dropDefaults(req));
    const key = API_KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
    const doc = await this.store.create({
      name: b.name,
      key_hash: hashApiKey(key),
      prefix: key.slice(0, 12),
      user_id: ctx.caller.user_id,
    });
    return { record: toApiKey(doc), key };
  }

  async list(req: identity.ListApiKeysRequest__Output, ctx: AuthedContext): Promise<identity.ApiKeyList> {
    ctx.caller.requireAdmin();
    const q = parseInput(roles.apiKeyListQuery, asQuery(req));
    return this.store.page({}, q, toApiKey);
  }

  async revoke(id: number, ctx: AuthedContext): Promise<void> {
    ctx.caller.requireAdmin();
    const gone = await this.store.softDelete(id);
    if (!gone) throw new NotFound('API key not found.');
    await this.onRevoked(gone);
  }

  /** The live key with this secret; notes its use (at most once a minute). */
  async resolve(key: string): Promise<ApiKeyDoc> {
    if (!key.startsWith(API_KEY_PREFIX)) throw new Unauthenticated();
    const doc = await this.store.findOne({ key_hash: hashApiKey(key) });
    if (!doc) throw new Unauthenticated();
    if (!doc.last_used_at || Date.now() - doc.last_used_at.getTime() > 60_000) {
      await this.store.update(doc._id, { last_used_at: new Date() });
    }
    return doc;
  }
}
