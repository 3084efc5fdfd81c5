/**
 * The signed-in session, kept in this tab's sessionStorage only: it is
 * gone when the tab closes, is never sent by the browser on its own (no
 * cookie), and no other origin can read it.
 */
const TOKEN_KEY = 'bms.token';

export interface TokenClaims {
  /** admin: may do everything */
  adm?: boolean;
  /** user type: staff or client */
  ut?: string;
  /** module → actions the user's role grants */
  perm?: Record<string, string[]>;
}

export const session = {
  token(): string | null {
    return sessionStorage.getItem(TOKEN_KEY);
  },
  save(token: string): void {
    sessionStorage.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    sessionStorage.removeItem(TOKEN_KEY);
  },
  /**
   * What the session token says the user may do, to shape the screens (the
   * server decides every request). The API has no endpoint for one's own
   * grants (roles are readable by admins only), so they are read from the
   * token's payload; nothing is trusted from it.
   */
  claims(): TokenClaims {
    const part = session.token()?.split('.')[1];
    if (!part) return {};
    try {
      const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
      return JSON.parse(json) as TokenClaims;
    } catch {
      return {};
    }
  },
};
