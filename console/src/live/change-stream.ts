import { SseParser, type SseEvent } from './sse-parser';

/** One change of a record, as `GET /api/changes/stream` tells it. */
export interface Change {
  /** the event's type, e.g. crm.client.updated */
  type: string;
  /** the API collection, as in the path under /api: clients, tasks, … */
  resource: string;
  id: number | string;
  updated_at?: string;
  /** the names of the fields that changed */
  fields?: string[];
}

export interface StreamHandlers {
  onChange(change: Change): void;
  /** the stream could not resume where it was (too old): everything shown is to be read again */
  onReset(reset: { reason?: string; since?: string }): void;
  /** the token no longer opens the stream (revoked, expired, or a 401): it is not tried again (not for `shutdown`: that is a reconnection) */
  onEnd(reason: string): void;
  /** the connection is open (true) or being waited for (false) */
  onOpen?(open: boolean): void;
}

export interface StreamOptions {
  token: string;
  url?: string;
  /** the first wait before reconnecting, unless the stream asks for another (`retry:`) */
  retryMs?: number;
  /** the longest wait between tries */
  maxDelayMs?: number;
  /** no byte for this long (heartbeats come every 15 s): the connection is taken for dead and opened again */
  idleMs?: number;
}

export interface ChangeStream {
  close(): void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Retry-After in ms (seconds or an HTTP date), or undefined. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

function parse<T>(data: string): T | undefined {
  try {
    return JSON.parse(data) as T;
  } catch {
    return undefined;
  }
}

/**
 * The change stream of a signed-in session, over fetch() (an EventSource
 * cannot send the token). Reconnects when the connection drops, waiting
 * longer after each failure (the stream's `retry:`, doubled up to
 * maxDelayMs, with jitter; a 429's or 503's Retry-After), resuming with
 * Last-Event-ID (without one, a reopened stream counts as a reset: what
 * changed while it was closed is unknown; at once after `end` with reason `shutdown`, a stopping
 * gateway). Ends for good on any other `event: end` or a 401 (onEnd), or on a
 * 403 or 404 (no stream for this session or server).
 */
export function openChangeStream(options: StreamOptions, handlers: StreamHandlers): ChangeStream {
  const url = options.url ?? '/api/changes/stream';
  const maxDelay = options.maxDelayMs ?? 30_000;
  const idleMs = options.idleMs ?? 45_000;
  const closing = new AbortController();
  let retryMs = options.retryMs ?? 2000;
  let lastId: string | undefined;
  let failures = 0;
  let opened = false;

  const backoff = () => {
    const base = Math.min(maxDelay, retryMs * 2 ** Math.min(failures, 10));
    return Math.round(base * (0.8 + Math.random() * 0.4));
  };

  /** Handles one event; false when the stream is over for good, 'again' when it is to be opened again at once. */
  const handle = (ev: SseEvent): boolean | 'again' => {
    if (closing.signal.aborted) return false;
    if (ev.event === 'change') {
      const change = parse<Change>(ev.data);
      if (change?.resource) handlers.onChange(change);
    } else if (ev.event === 'reset') {
      handlers.onReset(parse<{ reason?: string; since?: string }>(ev.data) ?? {});
    } else if (ev.event === 'end') {
      const reason = parse<{ reason?: string }>(ev.data)?.reason ?? 'ended';
      // the gateway is stopping: nothing is wrong with the token; another replica takes the cursor
      if (reason === 'shutdown') return 'again';
      handlers.onEnd(reason);
      return false;
    }
    return true;
  };

  /** One connection: the wait before the next, or undefined when there is none. */
  const connect = async (): Promise<number | undefined> => {
    const conn = new AbortController();
    const abort = () => conn.abort();
    closing.signal.addEventListener('abort', abort, { once: true });
    let idle: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(idle);
      idle = setTimeout(abort, idleMs);
    };
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${options.token}` };
      if (lastId !== undefined) headers['Last-Event-ID'] = lastId;
      watch();
      const res = await fetch(url, { headers, signal: conn.signal, cache: 'no-store', credentials: 'omit' });
      if (res.status === 401) {
        handlers.onEnd('unauthorized');
        return undefined;
      }
      if (res.status === 403 || res.status === 404) return undefined;
      if (!res.ok || !res.body) {
        await res.body?.cancel().catch(() => undefined);
        failures++;
        return res.status === 429 || res.status === 503 ? (retryAfterMs(res.headers.get('Retry-After')) ?? backoff()) : backoff();
      }
      const parser = new SseParser(lastId);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      handlers.onOpen?.(true);
      // open again with no cursor to resume from: what changed meanwhile is unknown
      if (opened && lastId === undefined) handlers.onReset({ reason: 'unresumable' });
      opened = true;
      let heard = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        watch();
        if (!heard) {
          heard = true;
          failures = 0;
        }
        const events = parser.push(value);
        if (parser.retryMs !== undefined) retryMs = parser.retryMs;
        lastId = parser.id;
        for (const ev of events) {
          const go = handle(ev);
          if (go !== true) {
            await reader.cancel().catch(() => undefined);
            return go === 'again' ? 0 : undefined;
          }
        }
      }
      // closed by the server (or a proxy): again after the stream's retry time, or later if it said nothing
      if (!heard) failures++;
      return heard ? retryMs : backoff();
    } catch {
      if (closing.signal.aborted) return undefined;
      failures++;
      return backoff();
    } finally {
      clearTimeout(idle);
      closing.signal.removeEventListener('abort', abort);
    }
  };

  void (async () => {
    while (!closing.signal.aborted) {
      const wait = await connect();
      if (closing.signal.aborted) break;
      handlers.onOpen?.(false);
      if (wait === undefined) break;
      await sleep(wait, closing.signal);
    }
  })();

  return { close: () => closing.abort() };
}
