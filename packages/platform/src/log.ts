import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import { isoMillis, isoSecond, isoTime } from './iso-time';

export type Logger = pino.Logger;

/** What every log line of a request carries, from gateway to consumer. */
export interface RequestContext {
  request_id: string;
  user_id?: number;
  /** the API key the caller acts through, when it does */
  api_key_id?: number;
  /** the client's address as the gateway resolved it; events carry it, log lines do not (personal data) */
  address?: string;
  rpc?: string;
  route?: string;
  /** When the work must be done by (epoch ms): database calls get the time left as maxTimeMS. */
  deadline?: number;
}

const context = new AsyncLocalStorage<RequestContext>();

export function withRequestContext<T>(ctx: RequestContext, fn: () => T): T {
  return context.run(ctx, fn);
}

/**
 * Runs `fn` outside any request's context. Background work that a request
 * only wakes (a timer a worker arms) runs under no caller's id or deadline:
 * armed inside a request, it would otherwise carry that request's deadline
 * into every database call it makes long after the request ended.
 */
export function outsideRequestContext<T>(fn: () => T): T {
  return context.exit(fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return context.getStore();
}

/** The metadata (and HTTP header) that carries the client's address from the gateway to the services. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** An address as the gateway passes it (IPv4, IPv6, maybe with a zone): anything else is not kept. */
const ADDRESS = /^[0-9A-Fa-f:.%\w-]{1,64}$/;

/** The client's address from a received header value, when it is one. */
export function clientAddressFrom(v: unknown): string | undefined {
  return typeof v === 'string' && ADDRESS.test(v) ? v : undefined;
}

/** Notes, in the current request's context, the caller it was verified to be (the user and API key its events name). */
export function noteCaller(caller: { user_id: number; api_key_id?: number }): void {
  const rc = context.getStore();
  if (!rc) return;
  rc.user_id = caller.user_id;
  if (caller.api_key_id) rc.api_key_id = caller.api_key_id;
}

export function createLogger(service: string, level: string = 'info'): Logger {
  return pino(
    {
      level,
      base: { service },
      timestamp: () => `,"time":"${isoTime()}"`,
      mixin: () => {
        const { deadline: _deadline, address: _address, ...fields } = context.getStore() ?? { request_id: '' };
        return fields.request_id ? fields : {};
      },
      redact: {
        paths: ['password', '*.password', 'token', '*.token', 'otp', '*.otp', 'code', '*.code', 'authorization', '*.authorization'],
        censor: '[redacted]',
      },
    },
    stdout(),
  );
}

let destination: pino.DestinationStream | undefined;

/**
 * Standard output, shared by every logger of the process. Each write to a
 * pipe wakes its reader on another core, which on our 2-core virtual
 * machine cost the gateway ~60 µs of CPU per request, an eighth of an
 * authenticated request (docs/benchmarks.md). So lines are gathered: they are
 * written once 16 KB are waiting or 50 ms after the first of them (at 4 KB
 * the writes still took 7–9% of the gateway's busy time on /api/time). A warning
 * or worse is written at once, behind what was gathered, and so is
 * everything when the process exits; what a killed process (SIGKILL, the
 * OOM killer) loses is at most the last 50 ms of lines below warning.
 * Writes are synchronous: pino's default writes from the thread pool, and
 * waking a pool thread for each write cost more still. Each line is copied
 * into the batch's buffer as it comes, while the strings it is made of are
 * still in the processor's cache: gathered as one string of many, the lines
 * were walked once the batch was written out, by then from memory (2–3% of
 * the gateway's time on GET /api/time, Node 26).
 */
function stdout(): pino.DestinationStream {
  // sonic-boom takes buffers in this mode (its types know only its strings).
  destination ??= gathered(pino.destination({ dest: 1, sync: true, contentMode: 'buffer' }) as unknown as { write(b: Buffer): unknown });
  return destination;
}

/** Lines to `out` in batches (see stdout()); each batch a buffer of its own, which `out` may keep. */
function gathered(out: { write(b: Buffer): unknown }) {
  const bytes = 16_384;
  // Room for a batch and the line that takes it past `bytes`; a longer line goes out on its own.
  const room = 2 * bytes;
  const ms = 50;
  const warn = 40; // pino's level number of warn
  let batch = Buffer.allocUnsafeSlow(room);
  let used = 0;
  let timer: NodeJS.Timeout | undefined;
  const writePending = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!used) return;
    const full = batch.subarray(0, used);
    batch = Buffer.allocUnsafeSlow(room);
    used = 0;
    out.write(full);
  };
  process.once('exit', () => writePending());
  return {
    // pino sets lastLevel on a stream that asks for it, before each write.
    [Symbol.for('pino.metadata')]: true,
    lastLevel: 0,
    write(line: string) {
      // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
      if (used + 3 * line.length > room) {
        writePending();
        if (3 * line.length > room) out.write(Buffer.from(line, 'utf8'));
      }
      if (3 * line.length <= room) used += batch.write(line, used);
      if (this.lastLevel >= warn || used >= bytes) writePending();
      else if (!timer && used) (timer = setTimeout(writePending, ms)).unref();
    },
    /** What logger.flush(cb) calls: the lines are written when cb is called. */
    flush(cb?: (err?: Error) => void) {
      writePending();
      cb?.();
    },
    flushSync: writePending,
  };
}

/** pino's level numbers of the levels a line written by a LineWriter may have. */
const LEVELS = { info: 30, warn: 40 } as const;

/** Writes one line made by the caller: its fields as JSON members (`"a":1,"b":"x"`), at a level, with a message. */
export type LineWriter = (level: keyof typeof LEVELS, members: string, msg: string) => void;

/**
 * A writer of lines in `logger`'s format (level, time, the logger's bindings,
 * the given members, msg) whose members the caller has made into JSON
 * itself, for a line written on every request: pino's serialisation of an
 * object (its mixin, each value's type looked at and stringified on its own)
 * cost the gateway more than the rest of its access log. The line goes to the
 * logger's own destination, gathered there as any other; nothing is written
 * below the logger's level. The caller answers for the members being JSON:
 * strings it did not check go through JSON.stringify. Each writer listens
 * to its logger's level changes for as long as the logger lives (on its
 * root's emitter, for a child): make one per logger, not one per request.
 */
export function lineWriter(logger: Logger): LineWriter {
  const stream = (logger as unknown as Record<symbol, pino.DestinationStream & { lastLevel?: number }>)[pino.symbols.streamSym]!;
  // The logger's bindings as pino writes them: `,"service":"gateway"` and those of its parents.
  const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym];
  // A line is made of few strings (each is made, then walked when the line is copied into the batch): its
  // start up to the time's milliseconds, made once per level and second; the milliseconds; what
  // follows up to the members; the members; the message, made once while it stays the same.
  const starts = { info: '', warn: '' };
  let second = '';
  let lastMsg: string | undefined;
  let lastEnd = '';
  const afterTime = `"${bindings},`;
  // Whether each level is written, read again whenever this logger's level changes: pino's logger is
  // held by V8 as a dictionary, and asking it on every line was a generic lookup per request.
  const enabled = { info: false, warn: false };
  const readLevel = () => {
    enabled.info = logger.isLevelEnabled('info');
    enabled.warn = logger.isLevelEnabled('warn');
  };
  readLevel();
  // A child's change is emitted to its parent's listeners too: the last argument says whose level it is.
  logger.on('level-change', (_lvl, _val, _prevLvl, _prevVal, changed) => {
    if (changed === logger) readLevel();
  });
  return (level, members, msg) => {
    if (!enabled[level]) return;
    const n = LEVELS[level];
    const now = Date.now();
    const upToSecond = isoSecond(now);
    if (upToSecond !== second) {
      second = upToSecond;
      starts.info = `{"level":${LEVELS.info},"time":"${upToSecond}`;
      starts.warn = `{"level":${LEVELS.warn},"time":"${upToSecond}`;
    }
    if (msg !== lastMsg) {
      lastMsg = msg;
      lastEnd = `,"msg":${JSON.stringify(msg)}}\n`;
    }
    stream.lastLevel = n;
    stream.write(starts[level] + isoMillis(now) + afterTime + members + lastEnd);
  };
}
