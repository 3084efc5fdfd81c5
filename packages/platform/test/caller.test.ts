import { Caller, PermissionDenied, type TokenClaims } from '@bms/platform';

const staff = (perm: Record<string, Array<'read' | 'create' | 'update' | 'delete'>>) =>
  new Caller(7, 'staff', false, 3, perm, 'jti', 'session');

describe('permissions: admins everything, staff through their role, client users a fixed few', () => {
  it('lets an admin do everything', () => {
    const admin = new Caller(1, 'staff', true, 0, {}, 'j', 'session');
    expect(admin.can('invoices', 'delete')).toBe(true);
    expect(() => admin.requireAdmin()).not.toThrow();
  });

  it.each([
    ['clients', 'read', true],
    ['clients', 'create', true],
    ['clients', 'delete', false],
    ['leads', 'read', false],
  ] as const)('gives staff with clients:[read,create] %s:%s → %s', (module, action, allowed) => {
    expect(staff({ clients: ['read', 'create'] }).can(module, action)).toBe(allowed);
  });

  it('throws PermissionDenied from require, and for requireAdmin of staff', () => {
    expect(() => staff({}).require('clients', 'read')).toThrow(PermissionDenied);
    expect(() => staff({ clients: ['read'] }).requireAdmin()).toThrow(PermissionDenied);
  });

  it('limits users of type client to their grants, whatever their role says', () => {
    const client = new Caller(9, 'client', false, 3, { clients: ['read'], invoices: ['delete'] }, 'j', 'session');
    expect(client.can('announcements', 'read')).toBe(true);
    expect(client.can('messages', 'read')).toBe(true);
    expect(client.can('clients', 'read')).toBe(false);
    expect(client.can('invoices', 'delete')).toBe(false);
    expect(client.can('announcements', 'create')).toBe(false);
  });
});

describe('what a caller may do, in full', () => {
  it('is every action on every module named for an admin, the role\'s grants for staff, the client grants for a client user', () => {
    const admin = new Caller(1, 'staff', true, 0, {}, 'j', 'session');
    expect(admin.effectivePermissions(['clients', 'tasks'])).toEqual({
      clients: ['read', 'create', 'update', 'delete'],
      tasks: ['read', 'create', 'update', 'delete'],
    });
    expect(staff({ clients: ['read', 'create'], leads: [] }).effectivePermissions(['clients', 'leads'])).toEqual({ clients: ['read', 'create'] });
    const client = new Caller(9, 'client', false, 3, { invoices: ['delete'] }, 'j', 'session');
    expect(client.effectivePermissions(['invoices'])).toEqual({ announcements: ['read'], messages: ['read'], menus: ['read'] });
  });
});

describe('a caller from token claims', () => {
  const claims: Omit<TokenClaims, 'typ'> = { sub: '7', jti: 'ak_12', iat: 1, exp: 2, ut: 'staff', adm: false, rid: 3, perm: { clients: ['read'] }, ims: 1000 };

  it('carries the API key it acts through, and none for a session', () => {
    expect(Caller.fromClaims({ ...claims, typ: 'api_key', kid: 12 })).toMatchObject({ via: 'api_key', api_key_id: 12, expires_at_ms: 2000 });
    expect(Caller.fromClaims({ ...claims, typ: 'session' }).api_key_id).toBeUndefined();
  });
});
