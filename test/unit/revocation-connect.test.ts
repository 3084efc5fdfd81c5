import { createLogger, onceConnected, revocationRedis } from '@bms/platform';
import { OwnRedis } from '../support/own-server';

/**
 * A service that has just started checks its first callers' tokens while
 * its Redis connection is still being made: it waits for it (a bounded
 * while) rather than refusing them; once connected, an outage refuses at once.
 */
describe('revocation reads around a Redis connection', () => {
  it('waits for the first connection, then fails fast in an outage', async () => {
    const server = await OwnRedis.start();
    await server.down();
    const redis = revocationRedis(server.url, createLogger('test', 'silent'));
    try {
      const store = onceConnected(redis);
      const read = store.mget('bms-test:revoked:jti:x', 'bms-test:revoked_before:1');
      setTimeout(() => void server.up(), 300);
      await expect(read).resolves.toEqual([null, null]);

      await server.down();
      const started = Date.now();
      await expect(store.mget('bms-test:revoked:jti:x')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      redis.disconnect();
      await server.stop();
    }
  }, 20_000);
});
