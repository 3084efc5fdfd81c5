import * as http from 'node:http';
import * as net from 'node:net';

/** One server-sent event as a client reads it (a comment line is kept as `comment`). */
export interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
  /** when it arrived (performance.now()) */
  at: number;
}

export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** the body as it came, for an answer that is not a stream */
  text(): string;
  events: SseEvent[];
  /** the next event (from the first not yet taken) that matches, within `timeoutMs` */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** the change events received so far, their data parsed */
  changes(): Array<{ id: string; type: string; resource: string; id_: number; data: Record<string, unknown> }>;
  /** resolves when the server closed the stream */
  ended: Promise<void>;
  close(): void;
}

/** Opens `GET path` on `base` as an EventSource would, and parses what it receives. */
export function openSse(base: string, path: string, headers: Record<string, string>): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(path, base), { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      const events: SseEvent[] = [];
      let raw = '';
      let buf = '';
      let endedResolve!: () => void;
      const ended = new Promise<void>((r) => (endedResolve = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk.length < 10_000 ? chunk : '';
        buf += chunk;
        let i: number;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const e: SseEvent = { at: performance.now() };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) e.comment = line.slice(1).trim();
            else {
              const k = line.indexOf(':');
              const field = k < 0 ? line : line.slice(0, k);
              const value = k < 0 ? '' : line.slice(k + 1).replace(/^ /, '');
              if (field === 'id' || field === 'event' || field === 'data' || field === 'retry') e[field] = value;
            }
          }
          events.push(e);
        }
      });
      res.on('end', endedResolve);
      res.on('close', endedResolve);
      let taken = 0;
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => raw,
        events,
        ended,
        async next(match, timeoutMs = 5000) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const k = events.findIndex((e, j) => j >= taken && match(e));
            if (k >= 0) {
              taken = k + 1;
              return events[k]!;
            }
            if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.slice(-5))}`);
            await new Promise((r) => setTimeout(r, 10));
          }
        },
        changes: () =>
          events
            .filter((e) => e.event === 'change')
            .map((e) => {
              const data = JSON.parse(e.data!) as Record<string, unknown>;
              return { id: e.id!, type: data.type as string, resource: data.resource as string, id_: data.id as number, data };
            }),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

/** A change event of `type` about record `id`. */
export const changeOf = (type: string, id: number) => (e: SseEvent) => e.event === 'change' && !!e.data && JSON.parse(e.data).type === type && JSON.parse(e.data).id === id;

/** The record a change event is about. */
export const recordOf = (e: SseEvent) => JSON.parse(e.data!).id as number;

/**
 * Every one of `matches` on `s`, in whatever order they came (two records'
 * changes may reach CHANGES in either order: each record's outbox keeps its
 * own in order, not two records'), within `timeoutMs`: the events matched,
 * in the stream's order. A reset before they all came fails at once: the
 * stream said it cannot give them.
 */
export async function allOf(s: SseClient, matches: Array<(e: SseEvent) => boolean>, timeoutMs = 5000): Promise<SseEvent[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = s.events.filter((e) => matches.some((m) => m(e)));
    const missing = matches.filter((m) => !found.some(m)).length;
    if (!missing) return found;
    const why = s.events.some((e) => e.event === 'reset') ? 'a reset came' : Date.now() > deadline ? `not within ${timeoutMs} ms` : '';
    if (why) throw new Error(`${missing} of ${matches.length} changes missing, ${why}; last events ${JSON.stringify(s.events.slice(-5))}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Every creation of a client of `ids` on `s` (see allOf). */
export const clientsCreated = (s: SseClient, ids: number[], timeoutMs?: number) =>
  allOf(s, ids.map((id) => changeOf('crm.client.created', id)), timeoutMs);

/**
 * Asks `GET path` of `base` and closes the connection at once, without
 * waiting for anything: a client gone while the gateway is still working
 * out who it is (a phone losing its network as it connects).
 */
export function askAndLeave(base: string, path: string, headers: Record<string, string>): Promise<void> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      const lines = Object.entries({ Host: `${hostname}:${port}`, Accept: 'text/event-stream', ...headers }).map(([k, v]) => `${k}: ${v}\r\n`);
      socket.end(`GET ${path} HTTP/1.1\r\n${lines.join('')}\r\n`);
    });
    socket.resume();
    socket.once('close', () => resolve());
    socket.once('error', reject);
  });
}
