import { HttpError } from 'react-admin';

/** Which permission a resource's requests need: the module roles and API-key scopes grant. */
const PERMISSION_OF: Record<string, string> = {
  team: 'team',
  'api-keys': 'api_keys',
  clients: 'clients',
  contacts: 'contacts',
  contract: 'contracts',
  leads: 'leads',
  estimates: 'estimates',
  orders: 'orders',
  tasks: 'tasks',
  invoices: 'invoices',
  announcements: 'announcements',
  messages: 'messages',
  'file-manager': 'files',
  'extsvc-api': 'integrations',
};

/** Resources only an admin manages, whatever a role grants. */
const ADMIN_ONLY = new Set(['roles', 'webhooks', 'admin']);

const ACTION_OF: Record<string, string> = { GET: 'read', POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** Sub-actions whose permission is not the method's. */
function actionOf(method: string, path: string): string {
  if (/\/restore$/.test(path)) return 'delete';
  if (/\/(send|rotate)$/.test(path)) return 'update';
  return ACTION_OF[method] ?? 'read';
}

/** The sentence a 403 shows: which grant the request needed. */
export function missingPermission(method: string, path: string): string {
  const resource = path.replace(/^\/api\//, '').split(/[/?]/)[0] ?? '';
  if (ADMIN_ONLY.has(resource)) return `Only an administrator may do this (${resource}).`;
  const module = PERMISSION_OF[resource] ?? resource;
  return `You lack the permission "${module}: ${actionOf(method, path)}". Ask an administrator to grant it to your role.`;
}

/** Seconds to wait, from a Retry-After header (seconds or an HTTP date). */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header)) return Number(header);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

interface ErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

/**
 * An API error as people read it. Its body keeps the server's field
 * messages as react-admin's forms show them beside each field
 * ({"items.0.rate": "Must not be negative."}).
 */
export class ApiError extends HttpError {
  readonly retryAfter?: number;

  constructor(status: number, method: string, path: string, body: ErrorBody | undefined, retryAfter?: number) {
    const fieldErrors = Object.fromEntries(Object.entries(body?.errors ?? {}).map(([k, v]) => [k, v.join(' ')]));
    super(ApiError.sentence(status, method, path, body, retryAfter), status, { ...body, errors: status === 422 ? fieldErrors : undefined });
    // HttpError sets its own prototype, which would hide this class from instanceof.
    Object.setPrototypeOf(this, new.target.prototype);
    this.retryAfter = retryAfter;
  }

  static sentence(status: number, method: string, path: string, body: ErrorBody | undefined, retryAfter?: number): string {
    const server = body?.message ?? '';
    if (status === 0) return 'The server cannot be reached. Check the connection and retry.';
    if (status === 401) return server || 'Your session has ended: sign in again.';
    if (status === 403) return missingPermission(method, path);
    if (status === 429) return `Too many requests. Retry in ${retryAfter ?? 60} s.`;
    if (status === 422) {
      const general = body?.errors?._?.join(' ');
      return general ? `${server} ${general}` : server || 'Some fields are not valid.';
    }
    if (status >= 500) return `${server || 'The server could not answer'} (${status}). Retry in a moment.`;
    return server || `The request failed (${status}).`;
  }
}
