import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import mongoose from 'mongoose';
import { aClient } from '../support/builders';
import { historyOf, verifyAll } from '../support/audit';
import { type AdminSession, bearer, withAdminSession } from '../support/harness';
import { dbUrl, readStack } from '../support/stack';

const root = path.resolve(__dirname, '../..');

/** The CLI (npm run audit:verify) against a listening gateway: its exit status and what it printed. */
function cli(args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(root, 'scripts/audit-verify.js'), ...args], { timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 2) : 0, out: `${stdout}${stderr}` });
    });
  });
}

/**
 * The audit trail's hash chain, checked through the gateway and with the
 * CLI: it holds, and an altered or a removed entry is found (each put back
 * after, since every test of the run shares this chain).
 */
describe('the audit chain, verified', () => {
  let s: AdminSession;
  withAdminSession((x) => (s = x));
  let conn: mongoose.Connection;
  let url: string;
  let server: ReturnType<AdminSession['t']['gw']['server']>;

  beforeAll(async () => {
    conn = await mongoose.createConnection(dbUrl(readStack(), 'identity')).asPromise();
    server = s.t.gw.server().listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await conn.close();
  });

  /** An entry of a client made now, updated once. */
  async function anEntry() {
    const made = await s.api.post('/api/clients').set(bearer(s.admin)).send(aClient({ city: 'Oslo' }));
    expect(made.status).toBe(201);
    await s.api.patch(`/api/clients/${made.body.record.id}`).set(bearer(s.admin)).send({ city: 'Bergen' }).expect(200);
    const [updated] = await historyOf(s.api, s.admin, 'crm.client', made.body.record.id, 2);
    return updated!;
  }

  it('holds, through the API and the CLI', async () => {
    await anEntry();
    const v = await verifyAll(s.api, s.admin, 500);
    expect(v).toMatchObject({ ok: true, broken: null });
    expect(v.checked).toBeGreaterThan(1);
    const run = await cli(['--url', url, '--token', s.admin, '--limit', '500']);
    expect(run.out).toMatch(/^OK: \d+ entries checked/m);
    expect(run.code).toBe(0);
  });

  it('an entry altered in the database (a changed value) is found, by the API and the CLI', async () => {
    const entry = await anEntry();
    const log = conn.db!.collection('audit_log');
    await log.updateOne({ _id: entry.id as never }, { $set: { 'changes.city.before': 'Stavanger' } });
    try {
      const v = await verifyAll(s.api, s.admin);
      expect(v.ok).toBe(false);
      expect(v.broken).toEqual({ id: entry.id, reason: 'altered: its content does not give its hash' });
      const run = await cli(['--url', url, '--token', s.admin]);
      expect(run.code).toBe(1);
      expect(run.out).toContain(`BROKEN at entry ${entry.id}: altered`);
    } finally {
      await log.updateOne({ _id: entry.id as never }, { $set: { 'changes.city.before': 'Oslo' } });
    }
    expect((await verifyAll(s.api, s.admin)).ok).toBe(true);
  });

  it('an entry removed from the database is found', async () => {
    const entry = await anEntry();
    const log = conn.db!.collection('audit_log');
    const kept = await log.findOne({ _id: entry.id as never });
    await log.deleteOne({ _id: entry.id as never });
    try {
      const v = await verifyAll(s.api, s.admin);
      // (the last entry of the chain, when no other test appended meanwhile)
      expect(v.broken).toEqual({ id: entry.id, reason: expect.stringMatching(new RegExp(`^entry ${entry.id}( \\(the last\\))? is missing$`)) });
      const run = await cli(['--url', url, '--token', s.admin]);
      expect(run.code).toBe(1);
      expect(run.out).toContain(`BROKEN at entry ${entry.id}: entry ${entry.id}`);
    } finally {
      await log.insertOne(kept!);
    }
    expect((await verifyAll(s.api, s.admin)).ok).toBe(true);
  });

  it('the CLI says why it could not check (no token, a refused one)', async () => {
    expect((await cli(['--url', url])).code).toBe(2);
    const refused = await cli(['--url', url, '--token', 'not-a-token']);
    expect(refused.code).toBe(2);
    expect(refused.out).toMatch(/401/);
  });
});
