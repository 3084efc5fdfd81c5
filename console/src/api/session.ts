/**
 * The signed-in session, kept in this tab's sessionStorage only: it is
 * gone when the tab closes, is never sent by the browser on its own (no
 * cookie), and no other origin can read it.
 */
const TOKEN_KEY = 'bms.token';

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
};
