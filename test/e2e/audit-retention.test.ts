import type { ChildProcess } from 'node:child_process';
import { verifyAll } from '../support/audit';
import { aMember } from '../support/builders';
import { adminToken, bearer, eventually, type TestGateway, testGateway } from '../support/harness';
import { dbUrl, lib, readStack, startService } from '../support/stack';

/**
 * Retention through the gateway: an identity of its own (its own database,
 * events namespace and Redis prefix, so that it prunes nothing of the
 * shared stack's) that keeps audit entries six seconds. Its oldest
 * entries go, and what remains still verifies, from the last one removed.
 */
describe('audit trail retention', () => {
  let identity: ChildProcess;
  let t: TestGateway;
  let admin: string;

  beforeAll(async () => {
    const { grpc: _g, http: _h, pids: _p, ...info } = readStack();
    const label = `retention${Date.now().toString(36)}`;
    const own = { ...info, namespace: `${info.namespace}.${label}`, redisPrefix: `${info.redisPrefix}${label}:`, webhookPort: 0 };
    const svc = await startService(own, 'identity', { MONGO_URL: dbUrl(info, `${label}_identity`), AUDIT_RETENTION_DAYS: String(6 / 86_400), AUDIT_PRUNE_INTERVAL_MS: '500' }, label);
    identity = svc.child;
    t = testGateway({ IDENTITY_GRPC_URL: svc.address, REDIS_PREFIX: own.redisPrefix });
    admin = await adminToken(t.api);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (identity) await lib.stopProcess(identity, 5000);
  });

  it('removes entries past the retention, oldest first, and the rest still verifies', async () => {
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.api.post('/api/team').set(bearer(admin)).send(aMember());
      expect(res.status).toBe(201);
      made.push(res.body.record.id);
    }
    await eventually(async () => {
      const res = await t.api.get('/api/audit-log').query({ module: 'identity.user' }).set(bearer(admin));
      expect(res.body.meta.total).toBe(3);
    }, 10_000);
    const first = await verifyAll(t.api, admin);
    expect(first).toMatchObject({ ok: true, checked: 3 });
    // More entries, four seconds later, so that the first ones pass the retention before these.
    await new Promise((r) => setTimeout(r, 4_000));
    const late = await t.api.post('/api/team').set(bearer(admin)).send(aMember());
    expect(late.status).toBe(201);
    await eventually(async () => {
      const res = await t.api.get('/api/audit-log').query({ module: 'identity.user' }).set(bearer(admin));
      expect(res.body.records.map((e: { record_id: number }) => e.record_id)).toEqual([late.body.record.id]);
    }, 10_000);
    const after = await t.api.get('/api/audit-log/verify').set(bearer(admin));
    expect(after.body).toMatchObject({ ok: true, checked: 1, pruned_through: 3, broken: null });
    expect(after.body.first_id).toBe(4);
  });
});
