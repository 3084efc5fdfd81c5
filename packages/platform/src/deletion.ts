import type { Logger } from './log';

/**
 * Deleted records are kept as tombstones for a retention period (restore
 * and sync see them), then purged. One setting per process: the runtime
 * sets it from DELETED_RETENTION_DAYS (the same variable for every service
 * when several share a process).
 */
export const deletion = {
  retentionDays: 30,
  /** deletions after this time may still be restored */
  cutoff(now = Date.now()): Date {
    return new Date(now - this.retentionDays * 24 * 3600 * 1000);
  },
};

interface Purgeable {
  readonly collectionName: string;
  purge(before: Date): Promise<number>;
}

/** The stores of each database connection: a service's purge job purges its own (several services may share a process). */
const stores = new Map<object, Set<Purgeable>>();

/** Every Store registers here, with its connection, so that its service's purge job finds it. */
export function registerForPurge(store: Purgeable, connection: object): void {
  const own = stores.get(connection) ?? new Set<Purgeable>();
  stores.set(connection, own.add(store));
}

/** Removes for good what was deleted before the retention period, in the stores of one connection. */
export async function purgeDeleted(logger: Logger, connection: object, now = Date.now()): Promise<number> {
  let total = 0;
  for (const s of stores.get(connection) ?? []) {
    try {
      const n = await s.purge(deletion.cutoff(now));
      if (n) logger.info({ collection: s.collectionName, purged: n }, 'purged deleted records');
      total += n;
    } catch (err) {
      logger.warn({ err: String(err), collection: s.collectionName }, 'purge failed; next time');
    }
  }
  return total;
}
