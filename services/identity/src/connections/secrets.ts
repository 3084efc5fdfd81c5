import * as crypto from 'node:crypto';

/** A secret encrypted with AES-256-GCM: a fresh IV per record, the tag, the ciphertext (base64). */
export interface SealedSecret {
  /** format version (the key and cipher used) */
  v: 1;
  iv: string;
  tag: string;
  data: string;
}

/**
 * Encrypts secrets at rest. `context` (e.g. whose and which record) is
 * bound as additional data, so a sealed value copied onto another record
 * does not open.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the encryption key must be 32 bytes');
  }

  seal(plain: string, context: string): SealedSecret {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return { v: 1, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
  }

  open(sealed: SealedSecret, context: string): string {
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
  }
}

/**
 * A 256-bit key for one purpose derived from a secret identity already
 * holds (HKDF-SHA256), for installations that set no key of their own.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', Buffer.from(secret), Buffer.from('bms-identity'), Buffer.from(purpose), 32));
}
