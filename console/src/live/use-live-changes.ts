import { type Query, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { session } from '../api/session';
import { Coalescer } from './coalescer';
import { readAgain } from '../shared/read-again';
import { openChangeStream } from './change-stream';

/** At most one read of a resource's screens per this many ms, however many changes come. */
const WINDOW_MS = 300;

/** The resources whose latest changes the dashboard's recent activity lists. */
const ACTIVITY = new Set(['clients', 'leads', 'tasks', 'invoices']);

/** The tab's stream, while one is open (one per tab). */
let current: { close(): void } | undefined;

/**
 * Closes the tab's stream at once: at sign-out, before the token it uses
 * is revoked (whose `end` would otherwise sign out a second time).
 */
export function closeLiveChanges(): void {
  current?.close();
  current = undefined;
}

/** The record an edit form shows (`/<resource>/<id>`), which a change does not reload under the user's typing. */
function editing(pathname: string): { resource: string; id: string } | undefined {
  const m = /^\/([^/]+)\/([^/]+)$/.exec(pathname);
  if (!m || m[2] === 'create') return undefined;
  return { resource: m[1]!, id: decodeURIComponent(m[2]!) };
}

/** The audit trail records a change a moment after it: a record's history is read again this much later. */
const HISTORY_DELAY_MS = 1000;

/** Whether a query is the history (audit-log entries) of one record: module as crm.client, the record's id. */
function isHistory(query: Query, module: string, id: string): boolean {
  const [head, kind, params] = query.queryKey as [unknown, unknown, { filter?: { module?: unknown; record_id?: unknown } } | undefined];
  return head === 'audit-log' && kind === 'getList' && params?.filter?.module === module && String(params.filter.record_id) === id;
}

/**
 * Whether a query shows `resource` (react-admin's keys begin with the
 * resource; the dashboard's are ['dashboard', resource | 'activity']), or
 * anything when resource is undefined; never the record being edited.
 */
function shows(query: Query, resource: string | undefined, edited: { resource: string; id: string } | undefined): boolean {
  const [head, kind, params] = query.queryKey as [unknown, unknown, { id?: unknown } | undefined];
  if (edited && head === edited.resource && kind === 'getOne' && String(params?.id) === edited.id) return false;
  if (resource === undefined) return true;
  if (head === resource) return true;
  return head === 'dashboard' && (kind === resource || (kind === 'activity' && ACTIVITY.has(resource)));
}

/**
 * Keeps what the console shows up to date with what others change: one
 * change stream per signed-in tab (GET /api/changes/stream, opened when
 * the layout mounts after sign-in and closed when it goes at sign-out). A
 * change marks its resource's queries stale, and those on screen (lists,
 * details, the task board, the dashboard's panels) read again, at most
 * once per resource each 300 ms (a record's history a second later); a reset reads
 * everything on screen again; the stream's end (a revoked or expired
 * token) signs out as a 401 does.
 */
export function useLiveChanges(): void {
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  const signOut = useRef(logoutIfAccessDenied);
  signOut.current = logoutIfAccessDenied;

  useEffect(() => {
    const token = session.token();
    if (!token) return undefined;
    const refetch = (resource: string | undefined) => void readAgain(queryClient, { predicate: (q) => shows(q, resource, editing(path.current)) });
    const coalescer = new Coalescer(WINDOW_MS, refetch);
    // keys: "<module> <id>", as crm.client 42
    const history = new Coalescer(WINDOW_MS, (key) => {
      const [module = '', id = ''] = key.split(' ');
      void readAgain(queryClient, { predicate: (q) => isHistory(q, module, id) });
    });
    const delayed = new Set<ReturnType<typeof setTimeout>>();
    closeLiveChanges();
    const stream = openChangeStream(
      { token },
      {
        onChange(change) {
          // file-manager/files and file-manager/folders: the file manager's queries are ['file-manager', …]
          coalescer.add(change.resource.split('/')[0]!);
          // a record's history (admins) grows with each change, a moment later
          const key = `${change.type.slice(0, change.type.lastIndexOf('.'))} ${change.id}`;
          const t = setTimeout(() => (delayed.delete(t), history.add(key)), HISTORY_DELAY_MS);
          delayed.add(t);
        },
        onReset: () => refetch(undefined),
        onEnd() {
          // unless the session already ended here (a sign-out revokes the token it used)
          if (session.token() === token) void signOut.current({ status: 401 });
        },
      },
    );
    const live = {
      close() {
        stream.close();
        coalescer.close();
        history.close();
        for (const t of delayed) clearTimeout(t);
      },
    };
    current = live;
    return () => {
      live.close();
      if (current === live) current = undefined;
    };
  }, [queryClient]);
}
