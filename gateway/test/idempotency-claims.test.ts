import express from 'express';
import request from 'supertest';
import { createLogger } from '@bms/platform';
import { errorHandler } from '../src/errors';
import { createIdempotency, defaultIdempotencyOptions } from '../src/idempotency/idempotency';

/*
 * A gateway that dies with a keyed request in flight leaves its claim on
 * the key, never renewed. The client's retry, through another gateway,
 * waits for that claim to lapse; it must lapse within the retry's wait, so
 * that the retry is done (the service makes the record once) rather than
 * answered 409 again and again for as long as a claim lived (it was a minute).
 */
describe('an Idempotency-Key claimed by a gateway that died', () => {
  it('is taken over by the retry within its wait: 201, not 409', async () => {
    const logger = createLogger('test', 'silent');
    const idempotency = createIdempotency(undefined, 'test:', logger);
    let first = true;
    const app = express();
    app.post('/api/things', express.json(), async (req, res, next) => {
      try {
        if ((await idempotency.begin(req, res, 'u:1')) === 'replayed') return;
        // The first never answers: the gateway that took it is gone.
        if (first) {
          first = false;
          return;
        }
        res.status(201).json({ record: { id: 1 } });
      } catch (err) {
        next(err);
      }
    });
    app.use(errorHandler(logger));
    const server = app.listen(0);
    try {
      const api = request(server);
      await expect(api.post('/api/things').set('Idempotency-Key', 'k-1').send({ a: 1 }).timeout(300)).rejects.toThrow();
      const started = Date.now();
      const retry = await api.post('/api/things').set('Idempotency-Key', 'k-1').send({ a: 1 });
      expect(retry.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(defaultIdempotencyOptions.waitMs);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }, 30_000);
});
