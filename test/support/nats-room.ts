import { connect, type JetStreamManager, StorageType } from 'nats';

/*
 * A test run's room on a shared NATS (the machine's, or NATS_URL).
 *
 * JetStream reserves each stream's max_bytes up front against the server's
 * store (by default three quarters of the disk's free space when the server
 * started), and a stream keeps its reservation until it is deleted. Streams
 * that runs leave behind add up: once they fill the store, every stream a
 * later run makes is refused, nothing is published, and every test that
 * waits for an event fails (CI of 2026-11-29: 74 tests, after a test file
 * had left five 1 GiB streams per run outside the run's namespace).
 *
 * So a run's streams stay under its namespace (the global teardown deletes
 * them) and small; the teardown names any stream of ours the run left
 * outside it; the setup deletes the streams of runs that never reached their
 * teardown (killed) once they are old, and uses a NATS of its own when the
 * shared one has no room left.
 */

/** A stream of a test run: `t`, the run's start in base 36 (8 digits), four hex digits (global-setup.ts), then the stream's own name. */
const RUN_STREAM = /^t([0-9a-z]{8})[0-9a-f]{4}/;

/** The names our code gives streams: a namespace, then the domain's (EventBus.streamName) or CHANGES, in capitals. */
const OUR_STREAM = /^[A-Za-z0-9_-]+_[A-Z]+$/;

const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;

/** A run's streams are deleted by its teardown; one older than this was left by a run that never got there. */
export const STALE_RUN_MS = 3 * 3600_000;

/** The largest stream a run's processes make (EVENTS_STREAM_MAX_BYTES and CHANGES_MAX_BYTES in stack.ts). */
export const RUN_STREAM_MAX_BYTES = 32 * 1024 * 1024;

/**
 * What one run reserves at most, with room to spare: its stack's streams,
 * and those of the stacks and gateways its tests start under its namespace,
 * all kept until its teardown (measured: a whole run's peak was 1.5 GiB).
 */
export const RUN_ROOM_BYTES = 4 * 1024 * 1024 * 1024;

/** When the stream `name` was made by a test run: the run's start, from its namespace. */
export function runStarted(name: string, now = Date.now()): number | undefined {
  const m = RUN_STREAM.exec(name);
  if (!m || !OUR_STREAM.test(name)) return undefined;
  const at = parseInt(m[1]!, 36);
  // A name of another kind that happens to begin like one: not a time of this decade.
  return at > Date.UTC(2024, 0) && at < now + 24 * 3600_000 ? at : undefined;
}

async function withManager<T>(url: string, use: (jsm: JetStreamManager) => Promise<T>): Promise<T> {
  const nc = await connect({ servers: url, timeout: 2_000 });
  try {
    return await use(await nc.jetstreamManager());
  } finally {
    await nc.close();
  }
}

/** Deletes the streams of test runs that started more than STALE_RUN_MS ago; their names. */
export function sweepStaleRuns(url: string, now = Date.now()): Promise<string[]> {
  return withManager(url, async (jsm) => {
    const stale: string[] = [];
    for await (const s of jsm.streams.list()) {
      const at = runStarted(s.config.name, now);
      if (at !== undefined && now - at > STALE_RUN_MS) stale.push(s.config.name);
    }
    for (const name of stale) await jsm.streams.delete(name).catch(() => undefined);
    return stale;
  });
}

/**
 * Whether the server can reserve `bytes` more for streams: a stream of that
 * limit is made under `namespace` and deleted. Undefined when it can, else
 * why not. Errors other than a refusal for room are thrown.
 */
export function roomFor(url: string, namespace: string, bytes = RUN_ROOM_BYTES): Promise<string | undefined> {
  return withManager(url, async (jsm) => {
    const name = `${namespace}_ROOM`;
    try {
      await jsm.streams.add({ name, subjects: [`${namespace}.room`], storage: StorageType.File, max_bytes: bytes });
    } catch (err) {
      const { message, api_error } = err as Error & { api_error?: { err_code?: number } };
      // 10047: insufficient storage resources available
      if (api_error?.err_code !== 10047 && !/insufficient|resources/i.test(message)) throw err;
      let streams = 0;
      let reserved = 0;
      for await (const s of jsm.streams.list()) {
        streams++;
        reserved += Math.max(0, s.config.max_bytes);
      }
      return `its JetStream cannot reserve ${mib(bytes)} more (${message}; ${streams} streams reserve ${mib(reserved)})`;
    }
    await jsm.streams.delete(name);
    return undefined;
  });
}

/**
 * What a run did wrong on a shared server, found before its teardown deletes
 * its streams: streams of ours made since `since` outside every run's
 * namespace (which no teardown deletes), and streams of its own larger than
 * a run's processes make.
 */
export function strayStreams(url: string, namespace: string, since: number): Promise<string[]> {
  return withManager(url, async (jsm) => {
    const found: string[] = [];
    for await (const s of jsm.streams.list()) {
      const { name, max_bytes } = s.config;
      if (name.startsWith(namespace)) {
        if (max_bytes > RUN_STREAM_MAX_BYTES) found.push(`${name} (${mib(max_bytes)}: more than the ${mib(RUN_STREAM_MAX_BYTES)} a run's stream may reserve)`);
      } else if (OUR_STREAM.test(name) && runStarted(name) === undefined && Date.parse(s.created) >= since) {
        found.push(`${name} (${max_bytes > 0 ? `${mib(max_bytes)}, ` : ''}outside the run's namespace ${namespace}: no teardown deletes it)`);
      }
    }
    return found;
  });
}
