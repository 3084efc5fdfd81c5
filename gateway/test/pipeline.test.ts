import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import * as grpc from '@grpc/grpc-js';
import pino from 'pino';
import { AppError, Contended, createLogger, fromGrpcError, Metrics, Unauthenticated } from '@bms/platform';
import type { Authenticated } from '../src/auth/authenticator';
import { errorHandler } from '../src/errors';
import { createIdempotency, REPLAYED_HEADER } from '../src/idempotency/idempotency';
import { type LimitName, type LimitSpec, Limits } from '../src/limits/limits';
import { authenticateStage } from '../src/pipeline/authenticate';
import { limitStage } from '../src/pipeline/limit';
import { listOptionsOf, shapeRecords } from '../src/pipeline/reply';
import { httpMetrics } from '../src/pipeline/request-context';
import { routeTable } from '../src/pipeline/route-table';
import { unmatched } from '../src/pipeline/unmatched';
import { validate } from '../src/pipeline/validate';
import type { Route } from '../src/routes/route';

/** Each stage of the gateway's pipeline, alone, on a small express app of its own. */

const route = (over: Partial<Route>): Route =>
  ({ method: 'get', path: '/api/things', summary: 's', tag: 't', auth: 'token', limit: 'default', status: 200, reply: z.object({}), errors: [], ...over }) as Route;

const specs = (points: number): Record<LimitName, LimitSpec> =>
  Object.fromEntries((['login', 'send_otp', 'recovery', 'phone_verify', 'default'] as LimitName[]).map((n) => [n, { points, durationSeconds: 60, key: n === 'default' ? 'user' : 'address' }])) as Record<
    LimitName,
    LimitSpec
  >;

function appWith(stage: express.RequestHandler) {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(express.json());
  app.all('/{*rest}', stage);
  app.use(errorHandler(createLogger('test', 'silent')));
  return request(app);
}

describe('the validate stage', () => {
  const r = route({ method: 'post', params: z.object({ id: z.coerce.number().int().positive() }), body: z.object({ name: z.string().max(5) }) });
  const api = appWith(async (req, res) => {
    req.params = { id: req.path.split('/').pop()! };
    res.json(validate(r, req));
  });

  it('gives the parsed params and body', async () => {
    const res = await api.post('/api/things/7').send({ name: 'abc' });
    expect(res.body).toEqual({ params: { id: 7 }, query: {}, body: { name: 'abc' } });
  });

  it('answers 404 for a malformed id, and 422 with every field for a bad body', async () => {
    expect((await api.post('/api/things/x').send({ name: 'a' })).status).toBe(404);
    const bad = await api.post('/api/things/1').send({ name: 'too long' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['name']);
  });
});

describe('the validate stage and a query in bracket form', () => {
  const r = route({ query: z.object({ status: z.enum(['open', 'done']).optional(), search: z.string().optional() }) });
  const api = appWith(async (req, res) => {
    res.json(validate(r, req));
  });

  it('refuses a parameter the route takes sent with brackets, naming it; ignores keys it does not take, brackets or not', async () => {
    for (const q of ['status[]=open', 'status[in]=open&status[in]=done', 'status[$ne]=open', 'status=open&status[]=done']) {
      const res = await api.get(`/api/things?${q}`);
      expect({ q, status: res.status, errors: res.body.errors }).toEqual({ q, status: 422, errors: { status: ['Brackets are not read: send status=value.'] } });
    }
    const both = await api.get('/api/things?status[]=open&search[]=x');
    expect(Object.keys(both.body.errors).sort()).toEqual(['search', 'status']);
    const fine = await api.get('/api/things?status=open&other[]=1&[x]=2&statuses[]=3&search1=4');
    expect(fine.status).toBe(200);
    expect(fine.body.query).toEqual({ status: 'open' });
  });
});

describe('the error handler and Idempotency-Keys', () => {
  // The Idempotency class itself, on its in-memory store (the Redis store keeps the same entries).
  const idempotency = createIdempotency(undefined, 'test:', createLogger('test', 'silent'));
  let calls = 0;
  const api = appWith(async (req, res) => {
    if ((await idempotency.begin(req, res, 'u:1')) === 'replayed') return;
    calls++;
    throw req.path.endsWith('raced') ? new Contended('Changed meanwhile; try again.') : new AppError('conflict', 'Taken.');
  });

  it('answers a write that lost its races with 409 and Retry-After, and a retry under its key does the work again', async () => {
    const raced = () => api.post('/api/things/raced').set('Idempotency-Key', 'raced-1').send({});
    const first = await raced();
    expect(first.status).toBe(409);
    expect(first.headers['retry-after']).toBe('1');
    expect(first.body).toEqual({ success: false, message: 'Changed meanwhile; try again.' });
    const before = calls;
    const again = await raced();
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(calls).toBe(before + 1);
  });

  it('keeps any other 409, without Retry-After: a retry under its key is answered the same, not done again', async () => {
    const taken = () => api.post('/api/things/taken').set('Idempotency-Key', 'taken-1').send({});
    const first = await taken();
    expect(first.status).toBe(409);
    expect(first.headers['retry-after']).toBeUndefined();
    const before = calls;
    const again = await taken();
    expect(again.status).toBe(409);
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(calls).toBe(before);
  });
});

describe('the error handler and a call that failed', () => {
  it('logs whether a 503 was the service answering or the call getting no answer, and tells the client neither', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'info' }, { write: (l: string) => void lines.push(JSON.parse(l) as Record<string, unknown>) });
    const app = express();
    app.get('/api/dropped', () => {
      throw fromGrpcError(Object.assign(new Error('x'), { code: grpc.status.UNAVAILABLE, details: 'Connection dropped', metadata: new grpc.Metadata() }));
    });
    app.use(errorHandler(logger));
    const res = await request(app).get('/api/dropped');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, message: 'Service temporarily unavailable.' });
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'service error', kind: 'unavailable', upstream: { from: 'transport', grpc_status: 'UNAVAILABLE', details: 'Connection dropped' } }),
    ]);
  });
});

describe('the limit and authenticate stages', () => {
  const metrics = new Metrics('gateway-test');
  const http = httpMetrics(metrics);

  it('spends the address budget of a failed sign-in, then answers 429 with Retry-After', async () => {
    const limit = limitStage(new Limits(specs(2), undefined, 'test:'), http);
    let asked = 0;
    const authenticate = authenticateStage(
      {
        authenticate: async () => {
          asked++;
          throw new Unauthenticated();
        },
      },
      limit,
    );
    const api = appWith(async (req, res) => {
      await authenticate(route({}), req, res);
      res.json({});
    });
    const from = { Authorization: 'Bearer nope', 'X-Forwarded-For': '10.9.8.7' };
    expect((await api.get('/api/things').set(from)).status).toBe(401);
    expect((await api.get('/api/things').set(from)).status).toBe(401);
    const third = await api.get('/api/things').set(from);
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(asked).toBe(3);
  });

  it("spends the user's budget while the token is checked, and gives it back when the token is refused", async () => {
    const limit = limitStage(new Limits(specs(1), undefined, 'test:'), http);
    const claims = { sub: '7' } as Authenticated['claims'];
    const authenticate = authenticateStage(
      {
        authenticate: async (bearer, verified) => {
          verified?.(claims);
          if (bearer !== 'good') throw new Unauthenticated();
          return { claims, token: bearer };
        },
      },
      limit,
    );
    const api = appWith(async (req, res) => {
      await authenticate(route({}), req, res);
      res.json({});
    });
    // A revoked token of user 7: 401, and the budget spent is the address's, not the user's.
    expect((await api.get('/api/things').set({ Authorization: 'Bearer revoked', 'X-Forwarded-For': '10.1.1.1' })).status).toBe(401);
    await new Promise((r) => setTimeout(r, 10));
    expect((await api.get('/api/things').set({ Authorization: 'Bearer good', 'X-Forwarded-For': '10.1.1.2' })).status).toBe(200);
    // The user's one request a minute is spent now.
    expect((await api.get('/api/things').set({ Authorization: 'Bearer good', 'X-Forwarded-For': '10.1.1.3' })).status).toBe(429);
    // And the address of the refused token has spent its one.
    expect((await api.get('/api/things').set({ Authorization: 'Bearer revoked', 'X-Forwarded-For': '10.1.1.1' })).status).toBe(429);
  });

  it('on a read through a service, leaves the revocation check under way and, when it refuses, gives the budget back as a refused sign-in does', async () => {
    const limit = limitStage(new Limits(specs(1), undefined, 'test:'), http);
    const claims = { sub: '8' } as Authenticated['claims'];
    const asked: boolean[] = [];
    const authenticate = authenticateStage(
      {
        authenticate: async (bearer, verified, _call, beside = false) => {
          asked.push(beside);
          verified?.(claims);
          const refusal = bearer === 'good' ? undefined : new Unauthenticated();
          if (!beside && refusal) throw refusal;
          return { claims, token: bearer, ...(beside ? { revocation: Promise.resolve(refusal) } : {}) };
        },
      },
      limit,
    );
    const read = route({ call: { domain: 'crm', rpc: 'GetClient', request: () => ({}) } as unknown as Route['call'] });
    const api = appWith(async (req, res) => {
      const who = await authenticate(req.method === 'GET' ? read : route({ method: 'post' }), req, res);
      const refused = await who?.revocation;
      if (refused) throw refused;
      res.json({ user: res.locals.user_id ?? null });
    });
    // The revoked token's read: its user's budget given back, its address's spent, no user noted.
    expect((await api.get('/api/things').set({ Authorization: 'Bearer revoked', 'X-Forwarded-For': '10.2.2.1' })).status).toBe(401);
    await new Promise((r) => setTimeout(r, 10));
    expect(await api.get('/api/things').set({ Authorization: 'Bearer good', 'X-Forwarded-For': '10.2.2.2' })).toMatchObject({ status: 200, body: { user: 8 } });
    expect((await api.get('/api/things').set({ Authorization: 'Bearer good', 'X-Forwarded-For': '10.2.2.3' })).status).toBe(429);
    // Past the user's limit, a revoked token is still answered as refused (the address's one is spent: 429 next).
    expect((await api.get('/api/things').set({ Authorization: 'Bearer revoked', 'X-Forwarded-For': '10.2.2.4' })).status).toBe(401);
    expect((await api.get('/api/things').set({ Authorization: 'Bearer revoked', 'X-Forwarded-For': '10.2.2.1' })).status).toBe(429);
    // A write waits for the check.
    expect((await api.post('/api/things').set({ Authorization: 'Bearer revoked', 'X-Forwarded-For': '10.2.2.5' })).status).toBe(401);
    expect(asked).toEqual([true, true, true, true, true, false]);
  });

  it('counts a known caller by user, not by address', async () => {
    const limit = limitStage(new Limits(specs(1), undefined, 'test:'), http);
    const who = (sub: string) => ({ claims: { sub } }) as unknown as Authenticated;
    const api = appWith(async (req, res) => {
      await limit('default', req, res, who(String(req.get('x-user'))));
      res.json({ remaining: res.get('X-RateLimit-Remaining') });
    });
    expect((await api.get('/api/things').set('x-user', '1')).status).toBe(200);
    expect((await api.get('/api/things').set('x-user', '2')).status).toBe(200);
    expect((await api.get('/api/things').set('x-user', '1')).status).toBe(429);
  });
});

describe('the reply stage', () => {
  it('takes the list options out of the query and keeps only the fields asked for', () => {
    const r = route({ list: z.object({ name: z.string(), city: z.string() }) });
    const input = { params: {}, query: { sort: '-name', fields: 'name', status: 'open' }, body: {} };
    const { options, fields } = listOptionsOf(r, input);
    expect(options).toMatchObject({ sort: '-name', include_deleted: false });
    expect(input.query).toEqual({ status: 'open' });
    expect(shapeRecords({ records: [{ id: 1, name: 'a', city: 'b', updated_at: 'x', deleted_at: '' }] }, fields)).toEqual({
      records: [{ id: 1, name: 'a', updated_at: 'x' }],
    });
    expect(() => listOptionsOf(r, { params: {}, query: { fields: 'secret' }, body: {} })).toThrow(expect.objectContaining({ fields: { fields: [expect.stringMatching(/Unknown field/)] } }));
  });

  it('answers a tombstone as {id, deleted_at, updated_at}', () => {
    expect(shapeRecords({ records: [{ id: 2, name: 'gone', deleted_at: 't1', updated_at: 't2' }] }, undefined)).toEqual({
      records: [{ id: 2, deleted_at: 't1', updated_at: 't2' }],
    });
  });
});

describe('the unmatched stage', () => {
  const app = express();
  app.use(unmatched(routeTable([route({ method: 'get', path: '/api/things/{id}' }), route({ method: 'delete', path: '/api/things/{id}' })])));
  const api = request(app);

  it('answers 405 with Allow for a known path, 404 for an unknown one', async () => {
    const res = await api.post('/api/things/3');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, DELETE');
    expect((await api.get('/api/nothing')).status).toBe(404);
  });
});
