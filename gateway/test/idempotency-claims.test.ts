import type * as http from 'node:http';
import express from 'express';
import { Redis } from 'ioredis';
import request from 'supertest';
import { createLogger } from '@bms/platform';
import { errorHandler } from '../src/errors';
import { createIdempotency, defaultIdempotencyOptions, type Idempotency, REPLAYED_HEADER } from '../src/idempotency/idempotency';
import { eventually } from '../../test/support/harness';
import { readStack } from '../../test/support/stack';

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

/*
 * A live gateway renews its claim while its request is at work, however
 * long the service takes: a retry through another gateway meanwhile waits
 * and is answered with the first's response, and the work is done once.
 * Unrenewed, the claim would lapse after claimMs and the retry would be done
 * beside the first.
 */
describe('an Idempotency-Key claimed by a live gateway whose request outlasts the claim', () => {
  it('keeps its claim: the retry through another gateway gets the first answer, and the work is done once', async () => {
    const logger = createLogger('test', 'silent');
    const stack = readStack();
    const redis = new Redis(stack.redisUrl, { maxRetriesPerRequest: 1 });
    const prefix = `${stack.redisPrefix}idem-renew-${Date.now()}:`;
    // Renewed every 500 ms: a loaded host stalling this process for less than a second does not lapse it.
    const claimMs = 1_500;
    let done = 0;
    /** A gateway on the shared Redis whose work takes three claims' time. */
    const gateway = (idempotency: Idempotency) => {
      const app = express();
      app.post('/api/things', express.json(), async (req, res, next) => {
        try {
          if ((await idempotency.begin(req, res, 'u:1')) === 'replayed') return;
          done += 1;
          const id = done;
          await new Promise((r) => setTimeout(r, 3 * claimMs));
          res.status(201).json({ record: { id } });
        } catch (err) {
          next(err);
        }
      });
      app.use(errorHandler(logger));
      return app.listen(0);
    };
    const servers: http.Server[] = [1, 2].map(() => gateway(createIdempotency(redis, prefix, logger, { claimMs, waitMs: 10 * claimMs })));
    try {
      const [a, b] = servers.map((s) => request(s));
      const first = a!.post('/api/things').set('Idempotency-Key', 'k-2').send({ a: 1 }).then((r) => r);
      // The retry once the first holds the key and is at work (not after a fixed pause, which a loaded host could outlast).
      await eventually(async () => expect(done).toBe(1));
      const retry = await b!.post('/api/things').set('Idempotency-Key', 'k-2').send({ a: 1 });
      const answered = await first;
      expect({ status: answered.status, body: answered.body as unknown }).toEqual({ status: 201, body: { record: { id: 1 } } });
      expect({ status: retry.status, body: retry.body as unknown, replayed: retry.headers[REPLAYED_HEADER.toLowerCase()] }).toEqual({
        status: 201,
        body: { record: { id: 1 } },
        replayed: 'true',
      });
      expect(done).toBe(1);
    } finally {
      for (const s of servers) {
        s.closeAllConnections();
        s.close();
      }
      redis.disconnect();
    }
  }, 30_000);
});
