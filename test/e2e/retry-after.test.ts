import * as crypto from 'node:crypto';
import { adminToken, bearer, type TestGateway, testGateway } from '../support/harness';
import { aClient } from '../support/builders';
import { lib } from '../support/stack';

// A service out of reach (503) or out of time (504) is an answer for now:
// it says when to try again (Retry-After), as a replica that just died
// costs its callers a retry; and a create's Idempotency-Key is not bound
// to it: the retry asks the service, which makes the record once.
describe('503 and 504 say when to retry', () => {
  let down: TestGateway, slow: TestGateway, up: TestGateway, admin: string;
  beforeAll(async () => {
    const dead = `127.0.0.1:${await lib.freePort()}`;
    down = testGateway({ CRM_GRPC_URL: dead });
    slow = testGateway({ GRPC_TIMEOUT_MS: '1' });
    up = testGateway();
    admin = await adminToken(up.api);
  });
  afterAll(async () => {
    for (const g of [down, slow, up]) await g?.close();
  });

  it('a service that cannot be reached: 503 with Retry-After: 1', async () => {
    const res = await down.api.get('/api/clients?limit=1').set(bearer(admin));
    expect({ status: res.status, retryAfter: res.headers['retry-after'] }).toEqual({ status: 503, retryAfter: '1' });
  });

  it('a call past its deadline: 504 with Retry-After: 1', async () => {
    const res = await slow.api.get('/api/clients?limit=1').set(bearer(admin));
    expect({ status: res.status, retryAfter: res.headers['retry-after'] }).toEqual({ status: 504, retryAfter: '1' });
  });

  it('a create answered 503 is retried with its key through another gateway, and made once', async () => {
    const key = crypto.randomUUID();
    const body = aClient();
    const first = await down.api.post('/api/clients').set(bearer(admin)).set('Idempotency-Key', key).send(body);
    expect(first.status).toBe(503);
    const retried = await up.api.post('/api/clients').set(bearer(admin)).set('Idempotency-Key', key).send(body);
    expect(retried.status).toBe(201);
    const again = await up.api.post('/api/clients').set(bearer(admin)).set('Idempotency-Key', key).send(body);
    expect(again.body.record.id).toBe(retried.body.record.id);
  });
});
