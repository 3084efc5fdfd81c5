import type mongoose from 'mongoose';
import type { connections } from '@bms/contracts';
import { Contended, isDuplicateKey, newEvent, OUTBOX_FIELD, type OutboxRelay } from '@bms/platform';
import { type ConnectionAccount, type ConnectionDoc, connectionModel } from './connection.model';
import type { SealedSecret, SecretBox } from './secrets';

export type Provider = (typeof connections.PROVIDERS)[number];

/** The tokens a connection holds (sealed in its `secret`). */
export interface HeldTokens {
  access_token: string;
  refresh_token: string | null;
}

export interface NewTokens {
  tokens: HeldTokens;
  expiresAt: Date | null;
  scopes: string[];
}

/** The events of connections: identity.connection.connected and identity.connection.disconnected. */
function eventOf(doc: Pick<ConnectionDoc, 'user_id' | 'provider' | 'version'>, verb: 'connected' | 'disconnected', actor: number, reason?: 'refused' | 'user') {
  return newEvent(`identity.connection.${verb}`, { user_id: doc.user_id, service: doc.provider, ...(reason ? { reason } : {}), version: doc.version }, actor);
}

/**
 * The connections collection: the only code that queries it. Tokens are
 * sealed for their record; each write increments `version` and carries its
 * event on the document (the outbox).
 */
export class ConnectionRepository {
  private readonly col: mongoose.mongo.Collection<ConnectionDoc>;

  constructor(
    conn: mongoose.Connection,
    private readonly relay: OutboxRelay,
    private readonly box: SecretBox,
  ) {
    this.col = connectionModel(conn).collection as unknown as mongoose.mongo.Collection<ConnectionDoc>;
    relay.track(this.col);
  }

  static idOf(userId: number, provider: Provider): string {
    return `${userId}:${provider}`;
  }

  ofUser(userId: number): Promise<ConnectionDoc[]> {
    return this.col.find({ user_id: userId }).toArray();
  }

  get(userId: number, provider: Provider): Promise<ConnectionDoc | null> {
    return this.col.findOne({ _id: ConnectionRepository.idOf(userId, provider) });
  }

  /** The tokens of a connection; null when it holds none or they were sealed under another key. */
  tokensOf(doc: Pick<ConnectionDoc, '_id' | 'secret'>): HeldTokens | null {
    if (!doc.secret) return null;
    try {
      return JSON.parse(this.box.open(doc.secret, doc._id)) as HeldTokens;
    } catch {
      return null;
    }
  }

  private seal(id: string, tokens: HeldTokens): SealedSecret {
    return this.box.seal(JSON.stringify(tokens), id);
  }

  /**
   * Saves a user's new tokens (replacing any), connected. A conditional
   * write on the version read, so that its event carries the version it
   * made; tried again when another write came between.
   */
  async connect(userId: number, provider: Provider, t: NewTokens & { account: ConnectionAccount | null; refreshAt: Date | null }): Promise<void> {
    const id = ConnectionRepository.idOf(userId, provider);
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = await this.col.findOne({ _id: id }, { projection: { version: 1 } });
      const version = (before?.version ?? 0) + 1;
      const now = new Date();
      try {
        const r = await this.col.updateOne(
          { _id: id, version: before?.version ?? { $exists: false } } as mongoose.mongo.Filter<ConnectionDoc>,
          {
            $set: {
              user_id: userId,
              provider,
              status: 'connected',
              secret: this.seal(id, t.tokens),
              scopes: t.scopes,
              account: t.account,
              expires_at: t.expiresAt,
              refresh_at: t.tokens.refresh_token ? t.refreshAt : null,
              refresh_by: null,
              connected_at: now,
              disconnected_at: null,
              disconnect_reason: null,
              version,
              updated_at: now,
            },
            $unset: { grant: '' },
            $setOnInsert: { created_at: now },
            $push: { [OUTBOX_FIELD]: eventOf({ user_id: userId, provider, version }, 'connected', userId) },
          } as mongoose.mongo.UpdateFilter<ConnectionDoc>,
          { upsert: true },
        );
        if (r.modifiedCount + r.upsertedCount === 1) {
          this.relay.kick(this.col.collectionName, id);
          return;
        }
      } catch (err) {
        // Inserted by another write meanwhile: read again.
        if (!isDuplicateKey(err)) throw err;
      }
    }
    throw new Contended('The connection was being changed at the same time; try again.');
  }

  /**
   * Claims one connection of these providers whose refresh is due: moves
   * its `refresh_at` to the end of a lease, so that no other replica takes
   * it until then. Null when none is due.
   */
  claimDue(providers: Provider[], owner: string, leaseMs: number): Promise<ConnectionDoc | null> {
    const now = new Date();
    return this.col.findOneAndUpdate(
      { refresh_at: { $lte: now }, status: 'connected', provider: { $in: providers } },
      { $set: { refresh_at: new Date(now.getTime() + leaseMs), refresh_by: owner }, $inc: { version: 1 } },
      { returnDocument: 'after' },
    );
  }

  /** Stores refreshed tokens, if this replica still holds the lease it claimed at `version`. */
  async refreshed(doc: ConnectionDoc, owner: string, t: NewTokens & { refreshAt: Date | null }): Promise<boolean> {
    const r = await this.col.updateOne(
      { _id: doc._id, version: doc.version, refresh_by: owner },
      {
        $set: {
          secret: this.seal(doc._id, t.tokens),
          scopes: t.scopes,
          expires_at: t.expiresAt,
          refresh_at: t.tokens.refresh_token ? t.refreshAt : null,
          refresh_by: null,
          updated_at: new Date(),
        },
        $inc: { version: 1 },
      },
    );
    return r.modifiedCount === 1;
  }

  /** Gives a claimed refresh back, to be tried again at `at`. */
  async retryAt(doc: ConnectionDoc, owner: string, at: Date): Promise<void> {
    await this.col.updateOne({ _id: doc._id, version: doc.version, refresh_by: owner }, { $set: { refresh_at: at, refresh_by: null }, $inc: { version: 1 } });
  }

  /**
   * Marks a connection disconnected (the provider refused a refresh, or
   * the user disconnected), its tokens and account forgotten, with its
   * event; only as `doc` was read (a reconnect meanwhile is left alone).
   */
  async disconnect(doc: ConnectionDoc, reason: 'refused' | 'user', actor: number): Promise<boolean> {
    const now = new Date();
    const r = await this.col.updateOne(
      { _id: doc._id, version: doc.version },
      {
        $set: {
          status: 'disconnected',
          secret: null,
          scopes: [],
          account: null,
          expires_at: null,
          refresh_at: null,
          refresh_by: null,
          connected_at: null,
          disconnected_at: now,
          disconnect_reason: reason,
          updated_at: now,
        },
        $inc: { version: 1 },
        $unset: { grant: '' },
        $push: { [OUTBOX_FIELD]: eventOf({ ...doc, version: doc.version + 1 }, 'disconnected', actor, reason) },
      } as mongoose.mongo.UpdateFilter<ConnectionDoc>,
    );
    if (r.modifiedCount === 1) this.relay.kick(this.col.collectionName, doc._id);
    return r.modifiedCount === 1;
  }
}
