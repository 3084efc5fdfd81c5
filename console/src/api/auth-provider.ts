import type { AuthProvider, UserIdentity } from 'react-admin';
import { closeLiveChanges } from '../live/use-live-changes';
import { api } from './http-client';
import { session } from './session';

export interface Me {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  user_type: string;
  is_admin: number;
  role_id: number;
  phone: string;
  /** module → actions the user may do (an admin: every module and action) */
  permissions: Record<string, string[]>;
}

export interface Permissions {
  isAdmin: boolean;
  userType: string;
  /** module → actions; everything for an admin */
  grants: Record<string, string[]>;
}

/** Whether the signed-in user may do `action` on `module` (shapes screens; the server decides). */
export function can(p: Permissions | undefined, module: string, action: string): boolean {
  if (!p) return false;
  return p.isAdmin || (p.grants[module]?.includes(action) ?? false);
}

let me: Promise<Me> | undefined;

/** The signed-in user, asked once per session. */
function currentUser(): Promise<Me> {
  me ??= api<Me>('auth/me');
  return me.catch((err: unknown) => {
    me = undefined;
    throw err;
  });
}

/**
 * Sign-in by email and password, or by phone and one-time code; the token
 * lives in sessionStorage (api/session.ts). A 401 anywhere ends the session
 * and brings back the sign-in page; a 403 does not.
 */
export const authProvider: AuthProvider = {
  async login(params: { email?: string; password?: string; phone?: string; otp?: string }) {
    const body = params.phone ? { phone: params.phone, otp: params.otp } : { email: params.email, password: params.password };
    const reply = await api<{ token: string }>('auth/login', { method: 'POST', body });
    session.save(reply.token);
    me = undefined;
  },

  async logout() {
    closeLiveChanges();
    if (session.token()) await api('auth/logout', { method: 'POST' }).catch(() => undefined);
    session.clear();
    me = undefined;
  },

  async checkAuth() {
    if (!session.token()) throw new Error('Sign in first.');
  },

  // The session is cleared by logout, which react-admin calls next: until
  // then it counts as signed in, so that react-admin says why it ends.
  async checkError(error: { status?: number }) {
    if (error?.status === 401) throw new Error('Your session has ended: sign in again.');
  },

  async getIdentity(): Promise<UserIdentity> {
    const u = await currentUser();
    return { id: u.id, fullName: `${u.first_name} ${u.last_name}`.trim() || u.email, email: u.email };
  },

  /** What the user may do, as GET /api/auth/me says (shapes the screens; the server decides every request). */
  async getPermissions(): Promise<Permissions | undefined> {
    if (!session.token()) return undefined;
    const u = await currentUser();
    return { isAdmin: u.is_admin === 1, userType: u.user_type, grants: u.permissions ?? {} };
  },
};

/** Asks for a sign-in code for a phone (sent by SMS; the local start writes it to the log). */
export async function sendOtp(phone: string): Promise<void> {
  await api('auth/send-otp', { method: 'POST', body: { phone } });
}
