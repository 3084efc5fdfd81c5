import type mongoose from 'mongoose';
import { type IdentityConfig, keyBytes } from '../config';
import { ConnectionService } from './connection.service';
import { OAuthState } from './oauth-state';
import { deriveKey, SecretBox } from './secrets';

/**
 * The connections module from configuration. Keys not configured are
 * derived from the token-signing key, which every installation sets.
 */
export function createConnections(conn: mongoose.Connection, c: IdentityConfig): ConnectionService {
  const encryptionKey = c.CONNECTIONS_ENCRYPTION_KEY
    ? keyBytes(c.CONNECTIONS_ENCRYPTION_KEY)!
    : deriveKey(c.JWT_PRIVATE_KEY, 'connections-encryption-v1');
  const stateKey = c.CONNECTIONS_STATE_KEY ? keyBytes(c.CONNECTIONS_STATE_KEY)! : deriveKey(c.JWT_PRIVATE_KEY, 'connections-state-v1');
  return new ConnectionService(
    conn,
    {
      drive: { authUrl: c.DRIVE_AUTH_URL, clientId: c.DRIVE_CLIENT_ID, redirectUri: c.DRIVE_REDIRECT_URI, scopes: c.DRIVE_SCOPES },
      calendar: { authUrl: c.CALENDAR_AUTH_URL, clientId: c.CALENDAR_CLIENT_ID, redirectUri: c.CALENDAR_REDIRECT_URI, scopes: c.CALENDAR_SCOPES },
      calendar_own: {
        authUrl: c.CALENDAR_OWN_AUTH_URL,
        clientId: c.CALENDAR_OWN_CLIENT_ID,
        redirectUri: c.CALENDAR_OWN_REDIRECT_URI,
        scopes: c.CALENDAR_OWN_SCOPES,
      },
    },
    new SecretBox(encryptionKey),
    new OAuthState(stateKey, c.CONNECTIONS_STATE_TTL_SECONDS),
  );
}
