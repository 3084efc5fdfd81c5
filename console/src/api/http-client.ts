import { ApiError, retryAfterSeconds } from './api-error';
import { session } from './session';

export interface RequestOptions {
  method?: string;
  body?: unknown;
  query?: Record<string, unknown>;
  /** sent as it is (FormData, Blob); JSON otherwise */
  raw?: BodyInit;
}

/** /api/<path>?<query>, leaving out empty values. */
export function apiUrl(path: string, query: Record<string, unknown> = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    qs.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const s = qs.toString();
  return `/api/${path}${s ? `?${s}` : ''}`;
}

export function authHeaders(): Record<string, string> {
  const token = session.token();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** An error made of a response that is not 2xx. */
export async function errorOf(res: Response, method: string, url: string): Promise<ApiError> {
  const body = (await res.json().catch(() => undefined)) as { message?: string; errors?: Record<string, string[]> } | undefined;
  return new ApiError(res.status, method, url, body, retryAfterSeconds(res.headers.get('Retry-After')));
}

async function send(method: string, url: string, init: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, method, credentials: 'omit', cache: 'no-store' });
  } catch {
    throw new ApiError(0, method, url, undefined);
  }
  if (!res.ok) throw await errorOf(res, method, url);
  return res;
}

/** One call of the public API with the session's token; JSON in and out. */
export async function api<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? 'GET';
  const url = apiUrl(path, opts.query);
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  let body: BodyInit | undefined = opts.raw;
  if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await send(method, url, { headers, body });
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** A download with the token (a link cannot carry it): the bytes, saved under the name the server gives. */
export async function download(path: string, fallbackName: string): Promise<void> {
  const url = apiUrl(path);
  const res = await send('GET', url, { headers: authHeaders() });
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  const name = star ? decodeURIComponent(star) : (plain ?? fallbackName);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
