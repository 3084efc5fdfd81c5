import { Caller, type Permissions } from '@bms/platform';
import { changeOf, kindOf, payloadOf, visible } from '@bms/gateway/changes/visibility';

/** Who sees which change of the live stream: the records' own read rules, over a table. */
const staff = (perm: Permissions, id = 10) => new Caller(id, 'staff', false, 2, perm, 'j', 'session');
const admin = new Caller(1, 'staff', true, 1, {}, 'j', 'session');
const client = (id = 20) => new Caller(id, 'client', false, 0, {}, 'j', 'session');
const TODAY = '2026-11-25';

const evt = (type: string, data: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
  type,
  occurred_at: '2026-11-25T10:00:00.000Z',
  data,
  changes,
});

describe('the event type → collection mapping', () => {
  it.each([
    ['crm.client.updated', 'clients', 'clients'],
    ['crm.lead.created', 'leads', 'leads'],
    ['billing.invoice.sent', 'invoices', 'invoices'],
    ['work.task.updated', 'tasks', 'tasks'],
    ['work.team_member.created', 'team_members', 'team_members'],
    ['content.announcement.created', 'announcements', 'announcements'],
    ['content.message.sent', 'messages', 'messages'],
    ['identity.user.updated', 'team', 'team'],
    ['identity.api_key.created', 'api-keys', 'api_keys'],
    ['files.folder.created', 'file-manager/folders', 'files'],
    ['crm.contract.updated', 'contract', 'contracts'],
    ['content.left_menu_item.updated', 'left-menus', 'menus'],
  ])('%s is a change of /api/%s (module %s)', (type, resource, module) => {
    expect(kindOf(type)).toMatchObject({ resource, module });
  });

  it('an event of no record (a connection, a courier message) is not streamed', () => {
    expect(kindOf('identity.connection.connected')).toBeUndefined();
    expect(changeOf(1, evt('identity.connection.connected', { user_id: 3, service: 'drive' }))).toBeUndefined();
  });

  it('the payload holds the type, collection, id, time and changed field names, and no value', () => {
    const c = changeOf(7, evt('crm.client.updated', { id: 42, company_name: 'Acme' }, { city: { before: 'a', after: 'b' }, password: { masked: true } }))!;
    expect(JSON.parse(payloadOf(c))).toEqual({ type: 'crm.client.updated', resource: 'clients', id: 42, updated_at: '2026-11-25T10:00:00.000Z', fields: ['city', 'password'] });
  });
});

describe('who sees a change', () => {
  const cases: Array<[string, ReturnType<typeof evt>, Caller, boolean]> = [
    ['staff with clients:read sees a client change', evt('crm.client.updated', { id: 1 }), staff({ clients: ['read'] }), true],
    ['staff without invoices:read does not see an invoice change', evt('billing.invoice.updated', { id: 1 }), staff({ clients: ['read'] }), false],
    ['staff with invoices:create only does not see it', evt('billing.invoice.created', { id: 1 }), staff({ invoices: ['create'] }), false],
    ['an admin sees an invoice change', evt('billing.invoice.updated', { id: 1 }), admin, true],
    ['a client user does not see a client change', evt('crm.client.updated', { id: 1 }), client(), false],
    ['only admins see a role change', evt('identity.role.updated', { id: 1 }), staff({ roles: ['read'] }), false],
    ['an admin sees a role change', evt('identity.role.updated', { id: 1 }), admin, true],
    ['only admins see a webhook change', evt('identity.webhook.created', { id: 1 }), staff({ webhooks: ['read'] }), false],
    ['a user sees its own API key', evt('identity.api_key.created', { id: 1, user_id: 10 }), staff({ api_keys: ['read'] }, 10), true],
    ['not another user\'s API key', evt('identity.api_key.created', { id: 1, user_id: 11 }), staff({ api_keys: ['read'] }, 10), false],
    ['an admin sees anyone\'s API key', evt('identity.api_key.rotated', { id: 1, user_id: 11 }), admin, true],
    ['a recipient sees a message sent to it', evt('content.message.sent', { id: 1, from_user_id: 5, to_user_ids: [20] }), client(20), true],
    ['a client user does not see a message among others', evt('content.message.sent', { id: 1, from_user_id: 5, to_user_ids: [21] }), client(20), false],
    ['the sender sees its message edited', evt('content.message.updated', { id: 1, from_user_id: 20 }), client(20), true],
    ['a recipient is not told of an edit (the event does not name recipients): safe side', evt('content.message.updated', { id: 1, from_user_id: 5 }), client(20), false],
    ['nobody is told of a message deletion (only its id): safe side', evt('content.message.deleted', { id: 1 }), client(20), false],
    ['an admin sees only its own messages too', evt('content.message.sent', { id: 1, from_user_id: 5, to_user_ids: [6] }), admin, false],
    ['a client user sees an announcement for clients', evt('content.announcement.created', { id: 1, audience: 'clients', user_ids: [], start_date: TODAY }), client(), true],
    ['a client user sees one for everyone', evt('content.announcement.created', { id: 1, audience: 'everyone', user_ids: [], start_date: TODAY }), client(), true],
    ['not one for staff', evt('content.announcement.created', { id: 1, audience: 'staff', user_ids: [], start_date: TODAY }), client(), false],
    ['one naming it', evt('content.announcement.created', { id: 1, audience: 'users', user_ids: [20], start_date: TODAY }), client(20), true],
    ['not one naming others', evt('content.announcement.created', { id: 1, audience: 'users', user_ids: [21], start_date: TODAY }), client(20), false],
    ['not one starting later', evt('content.announcement.created', { id: 1, audience: 'clients', user_ids: [], start_date: '2099-01-01' }), client(), false],
    ['not one already ended', evt('content.announcement.created', { id: 1, audience: 'clients', start_date: '2020-01-01' }, { end_date: { after: '2020-02-01' } }), client(), false],
    ['an announcement deletion (only its id) goes to admins only: safe side', evt('content.announcement.deleted', { id: 1 }), client(), false],
    ['an admin sees an announcement deletion', evt('content.announcement.deleted', { id: 1 }), admin, true],
    ['staff with files:read sees a folder', evt('files.folder.created', { id: 1, name: 'x', parent_id: null }), staff({ files: ['read'] }), true],
    ['staff with menus:read sees a shared menu\'s item change', evt('content.left_menu_item.updated', { id: 1, type: 'default', position: 2 }), staff({ menus: ['read'] }), true],
    ['a client user sees one too (it may list either shared menu)', evt('content.left_menu_item.created', { id: 1, type: 'client_default' }), client(), true],
    ['staff without menus:read does not', evt('content.left_menu_item.deleted', { id: 1, type: 'default' }), staff({ clients: ['read'] }), false],
    ['staff with team:read sees a user change', evt('identity.user.updated', { id: 3 }), staff({ team: ['read'] }), true],
  ];
  it.each(cases)('%s', (_name, e, caller, seen) => {
    const c = changeOf(1, e)!;
    expect(c).toBeDefined();
    expect(visible(caller, c, TODAY)).toBe(seen);
  });
});
