import { roles } from '@bms/contracts';
import { Caller, type Permissions } from '@bms/platform';
import { withinKey } from '../src/api-keys/api-key.scopes';

const at = (iso: string) => new Date(iso);
const keyCaller = (perm: Permissions) => new Caller(1, 'staff', false, 2, perm, 'ak_5', 'api_key', 0, 5);

describe('which keys a key may rotate (withinKey)', () => {
  const through = { scopes: { clients: ['read', 'create'] } as Permissions, expires_at: at('2030-01-01T00:00:00Z') };
  const caller = keyCaller(through.scopes);

  it.each([
    ['narrower scopes, earlier expiry', true, { clients: ['read'] }, '2029-01-01T00:00:00Z'],
    ['the same scopes and expiry', true, { clients: ['read', 'create'] }, '2030-01-01T00:00:00Z'],
    ['an action more', false, { clients: ['read', 'delete'] }, '2029-01-01T00:00:00Z'],
    ['another module', false, { invoices: ['read'] }, '2029-01-01T00:00:00Z'],
    ['no scopes at all', false, undefined, '2029-01-01T00:00:00Z'],
    ['a later expiry', false, { clients: ['read'] }, '2031-01-01T00:00:00Z'],
    ['no expiry', false, { clients: ['read'] }, undefined],
  ] as const)('%s → %s', (_situation, allowed, scopes, expires) => {
    const key = { scopes: scopes as Permissions | undefined, expires_at: expires ? at(expires) : undefined };
    expect(withinKey(key, through, caller)).toBe(allowed);
  });

  it('lets an unscoped, unending key rotate any key its creator manages', () => {
    const admin = new Caller(1, 'staff', true, 0, {}, 'ak_6', 'api_key', 0, 6);
    expect(withinKey({}, {}, admin)).toBe(true);
    expect(withinKey({ scopes: { invoices: ['delete'] } }, {}, admin)).toBe(true);
  });
});

describe('grants as sent with repeats', () => {
  it("keep each of a role's actions once, where it first came", () => {
    const b = roles.roleBody.parse({ title: 'Sales', permissions: { clients: ['read', 'create', 'read'], invoices: ['read', 'read'] } });
    expect(b.permissions).toEqual({ clients: ['read', 'create'], invoices: ['read'] });
    expect(roles.roleBody.partial().parse({ permissions: { clients: ['update', 'update', 'read'] } }).permissions).toEqual({ clients: ['update', 'read'] });
  });

  it("keep each of a key's scoped actions once, where it first came", () => {
    const b = roles.apiKeyBody.parse({ name: 'ERP', scopes: { clients: ['create', 'read', 'create'] } });
    expect(b.scopes).toEqual({ clients: ['create', 'read'] });
  });
});
