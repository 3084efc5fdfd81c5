import { modules } from '@bms/contracts';
import type { Caller } from '@bms/platform';

/**
 * Which changes of the live stream (docs/changes-stream.md) a caller sees:
 * exactly the read rules of the records themselves. Each event type names
 * its record's collection (the path under /api) and the rule that decides
 * who may read it; an event lacking the data a rule needs (a `.deleted`
 * with only its id) goes only to those who may read every such record.
 */

/** What a change keeps of its event to decide, later, who may see it. */
export interface Change {
  /** the cursor: the CHANGES stream's sequence */
  seq: number;
  type: string;
  resource: string;
  id: number;
  updated_at: string;
  fields: string[];
  /** the rule's facts, taken from the event's data (never sent) */
  facts: Facts;
  rule: Rule;
  module: string;
}

/** What some rules need of a record beyond its module. */
export interface Facts {
  /** the owner (API keys) */
  user_id?: number;
  /** message participants: sender and recipients (undefined when the event does not say) */
  participants?: number[];
  /** announcements */
  audience?: string;
  user_ids?: number[];
  start_date?: string;
  end_date?: string | null;
}

/**
 * module: `read` on the module (admins everything);
 * admin: admins only;
 * own: admins, and the record's owner when it may read the module;
 * participants: `read` on the module and a sender or recipient of it (admins too: messages are private);
 * announcement: as content's visibleTo: admins all, others an active one meant for them.
 */
export type Rule = 'module' | 'admin' | 'own' | 'participants' | 'announcement';

interface Kind {
  resource: string;
  module: string;
  rule: Rule;
}

/** The records not declared with defineModule: their entity → collection, permission module and rule. */
const HAND_WRITTEN: Record<string, Kind> = {
  'identity.user': { resource: 'team', module: 'team', rule: 'module' },
  'identity.role': { resource: 'roles', module: 'roles', rule: 'admin' },
  'identity.api_key': { resource: 'api-keys', module: 'api_keys', rule: 'own' },
  'identity.webhook': { resource: 'webhooks', module: 'webhooks', rule: 'admin' },
  'crm.contract': { resource: 'contract', module: 'contracts', rule: 'module' },
  'crm.estimate_request': { resource: 'request_estimate/requests', module: 'estimate_requests', rule: 'module' },
  'billing.invoice': { resource: 'invoices', module: 'invoices', rule: 'module' },
  'content.message': { resource: 'messages', module: 'messages', rule: 'participants' },
  // The shared menus' items only (a user's own menu publishes nothing); anyone with `menus: read` may list either shared menu.
  'content.left_menu_item': { resource: 'left-menus', module: 'menus', rule: 'module' },
  'files.file': { resource: 'file-manager/files', module: 'files', rule: 'module' },
  'files.folder': { resource: 'file-manager/folders', module: 'files', rule: 'module' },
};

const KINDS: Map<string, Kind> = new Map([
  ...modules
    .filter((m) => m.events !== false)
    .map((m): [string, Kind] => [m.entity, { resource: m.path, module: m.permission, rule: m.path === 'announcements' ? 'announcement' : 'module' }]),
  ...Object.entries(HAND_WRITTEN),
]);

/** The collection, permission module and rule of an event type (`crm.client.updated`); undefined: not streamed. */
export function kindOf(type: string): Kind | undefined {
  const i = type.lastIndexOf('.');
  return i > 0 ? KINDS.get(type.slice(0, i)) : undefined;
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const nums = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : undefined);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

interface EventLike {
  type: string;
  occurred_at: string;
  data: Record<string, unknown>;
  changes?: Record<string, unknown>;
}

/** The change an event makes, as the stream sends it (undefined: an event of no record the stream follows). */
export function changeOf(seq: number, evt: EventLike): Change | undefined {
  const kind = kindOf(evt.type);
  const id = num(evt.data.id);
  if (!kind || id === undefined) return undefined;
  const d = evt.data;
  const facts: Facts = {};
  if (kind.rule === 'own') facts.user_id = num(d.user_id);
  if (kind.rule === 'participants') {
    const to = nums(d.to_user_ids);
    const from = num(d.from_user_id);
    // A message's sending and its edits name its participants; a deletion (once no one has it) nobody.
    if (from !== undefined) facts.participants = [from, ...(to ?? [])];
  }
  if (kind.rule === 'announcement') {
    facts.audience = str(d.audience);
    facts.user_ids = nums(d.user_ids);
    facts.start_date = str(d.start_date);
    const end = (evt.changes?.end_date as { after?: unknown } | undefined)?.after;
    facts.end_date = typeof end === 'string' ? end : null;
  }
  return {
    seq,
    type: evt.type,
    resource: kind.resource,
    module: kind.module,
    rule: kind.rule,
    id,
    updated_at: evt.occurred_at,
    fields: Object.keys(evt.changes ?? {}),
    facts,
  };
}

/** Whether `caller` may read the record `c` changed, by that record's own read rule. */
export function visible(caller: Caller, c: Pick<Change, 'rule' | 'module' | 'facts'>, today: string = new Date().toISOString().slice(0, 10)): boolean {
  const f = c.facts;
  switch (c.rule) {
    case 'admin':
      return caller.is_admin;
    case 'module':
      return caller.can(c.module, 'read');
    case 'own':
      return caller.is_admin || (f.user_id === caller.user_id && caller.can(c.module, 'read'));
    case 'participants':
      return caller.can(c.module, 'read') && !!f.participants?.includes(caller.user_id);
    case 'announcement': {
      if (caller.is_admin) return true;
      if (!caller.can(c.module, 'read') || f.audience === undefined || f.start_date === undefined) return false;
      if (f.start_date > today || (f.end_date && f.end_date < today)) return false;
      const groups = caller.user_type === 'client' ? ['clients', 'everyone'] : ['staff', 'everyone'];
      return groups.includes(f.audience) || (f.audience === 'users' && !!f.user_ids?.includes(caller.user_id));
    }
  }
}

/** The event's body as the stream sends it: no record data beyond these. */
export function payloadOf(c: Change): string {
  return JSON.stringify({ type: c.type, resource: c.resource, id: c.id, updated_at: c.updated_at, fields: c.fields });
}
