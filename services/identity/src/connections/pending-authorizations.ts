import * as crypto from 'node:crypto';
import type mongoose from 'mongoose';
import type { SealedSecret, SecretBox } from './secrets';

interface PendingDoc {
  _id: string;
  user_id: number;
  provider: string;
  /** the PKCE code verifier, sealed for this record */
  verifier: SealedSecret;
  /** the OpenID nonce the ID token must carry */
  nonce: string;
  expires_at: Date;
}

export interface Pending {
  verifier: string;
  nonce: string;
}

/**
 * Authorizations under way: what an authorize link started and its code
 * needs to be exchanged (the PKCE verifier, the nonce), kept here rather
 * than in the link. Its id travels in the signed state; taking it deletes
 * it, so a state is good for one code only.
 */
export class PendingAuthorizations {
  private readonly col: mongoose.mongo.Collection<PendingDoc>;

  constructor(
    db: mongoose.mongo.Db,
    private readonly box: SecretBox,
    private readonly ttlSeconds: number,
  ) {
    this.col = db.collection('connection_authorizations');
    // Where the server has TTL indexes, it removes the abandoned ones.
    void this.col.createIndex({ expires_at: 1 }, { expireAfterSeconds: 0 }).catch(() => undefined);
  }

  async start(userId: number, provider: string, verifier: string): Promise<{ id: string; nonce: string }> {
    const id = crypto.randomBytes(18).toString('base64url');
    const nonce = crypto.randomBytes(18).toString('base64url');
    await this.col.insertOne({
      _id: id,
      user_id: userId,
      provider,
      verifier: this.box.seal(verifier, id),
      nonce,
      expires_at: new Date(Date.now() + this.ttlSeconds * 1000),
    });
    return { id, nonce };
  }

  /** The authorization `id` of this user and provider, once: null when unknown, used, or expired. */
  async take(id: string, userId: number, provider: string): Promise<Pending | null> {
    const doc = await this.col.findOneAndDelete({ _id: id, user_id: userId, provider });
    if (!doc || doc.expires_at.getTime() <= Date.now()) return null;
    try {
      return { verifier: this.box.open(doc.verifier, id), nonce: doc.nonce };
    } catch {
      return null;
    }
  }

  /** Removes what expired without being used (for servers without TTL indexes). */
  async prune(): Promise<void> {
    await this.col.deleteMany({ expires_at: { $lt: new Date() } });
  }
}
