import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import request from 'supertest';
import { lib, readStack, startScriptEnv, tempDir } from '../support/stack';

/**
 * The README's start command (scripts/start.js) on ports and a data folder
 * of the test's own, in one process (the default) and one per service
 * (--processes): it comes up, answers, tells how to sign in, serves a
 * module of every service, and stops everything on Ctrl-C.
 */
describe('the one-command start', () => {
  /** scripts/start.js with `args`, on ports and a data folder of its own; `said()` is all it printed so far. */
  async function start(args: string[], label: string) {
    const dir = tempDir('bms-start-');
    const { env, ports } = await startScriptEnv(dir, label);
    const child = spawn(process.execPath, [path.join(lib.root, 'scripts', 'start.js'), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    return { dir, child, exited, said: () => out, ports };
  }

  /** Whether Node process `pid` runs scripts/start.js: a launcher, not what it started or became. */
  const isLauncher = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').some((a) => a.endsWith(path.join('scripts', 'start.js')));
  // Where Node can become another program in place, the one-process start becomes the stack: no launcher stays (scripts/handover.js).
  const handsOver = typeof (process as { execve?: unknown }).execve === 'function';

  it.each([
    ['in one process', [], 'bms.log', 1, handsOver ? 0 : 1],
    ['one process per service (--processes)', ['--processes'], 'crm.log', 7, 1],
  ])('%s: brings up the whole system, prints how to sign in, and stops cleanly on SIGINT', async (_mode, args, log, nodeProcesses, launchers) => {
    const info = readStack();
    const { dir, child, exited, said, ports } = await start(args, 'start');
    const { gw, db, grpc } = ports;
    try {
      const deadline = Date.now() + 90_000;
      while (!said().includes('BMS is up')) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`start did not come up:\n${said()}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(said()).toContain(`http://127.0.0.1:${gw}/api`);
      // The one process runs the services in a thread of its own, the gateway in its main thread.
      const all = lib.nodeProcessesOf(child.pid!);
      expect(all.filter(isLauncher)).toHaveLength(launchers);
      const stack = all.filter((pid) => !isLauncher(pid));
      expect(stack).toHaveLength(nodeProcesses);
      // Each runs with the settings of every process of ours (scripts/node-support.js): heap, malloc arenas, V8 flags.
      for (const pid of stack) {
        const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
        expect(environ).toContain(`MALLOC_ARENA_MAX=${lib.allocatorEnv({}).MALLOC_ARENA_MAX}`);
        // The one process has the old generation its services thread needs: V8's flags are a whole process's.
        const heap = nodeProcesses === 1 ? lib.ONE_PROCESS_HEAP : undefined;
        const options = environ.find((e) => e.startsWith('NODE_OPTIONS='))?.slice('NODE_OPTIONS='.length) ?? '';
        for (const flag of lib.nodeOptions('', heap).split(' ')) expect(options.split(' ')).toContain(flag);
        const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        for (const flag of lib.v8Flags()) expect(argv).toContain(flag);
      }
      // It says which MongoDB and why; with no mongod here and no network: devdb, and what it is for.
      expect(said()).toMatch(/MongoDB: (mongod|memory-server|devdb), because /);
      if (info.mongoKind === 'devdb') {
        expect(said()).toMatch(/MongoDB: devdb, because no MONGOD_BINARY and no mongod on PATH; .*devdb is for functional work, not volume/);
      }
      const password = fs.readFileSync(path.join(dir, 'admin-password'), 'utf8');
      expect(said()).toContain(password);

      const api = request(`http://127.0.0.1:${gw}`);
      expect((await api.get('/api/time')).status).toBe(200);
      const login = await api.post('/api/auth/login').send({ email: 'admin@example.com', password });
      expect(login.status).toBe(200);
      const auth = { Authorization: `Bearer ${login.body.token}` };
      const created = await api.post('/api/clients').set(auth).send({ company_name: 'Started AS', type: 'organization' });
      expect(created.status).toBe(201);
      const id = created.body.record.id;
      expect((await api.get(`/api/clients/${id}`).set(auth)).body.record.company_name).toBe('Started AS');
      expect((await api.patch(`/api/clients/${id}`).set(auth).send({ city: 'Oslo' })).status).toBe(200);
      expect((await api.get('/api/clients').set(auth)).body.meta.total).toBe(1);
      expect((await api.delete(`/api/clients/${id}`).set(auth)).status).toBe(200);
      // every other service answers through the gateway
      for (const p of ['/api/tasks', '/api/invoices', '/api/announcements', '/api/file-manager', '/api/team_members']) {
        expect({ p, status: (await api.get(p).set(auth)).status }).toEqual({ p, status: 200 });
      }
      // the log of the mode's process(es)
      expect(fs.existsSync(path.join(dir, 'logs', log))).toBe(true);
    } finally {
      child.kill('SIGINT');
      expect(await exited).toBe(0);
      // Every process it started has stopped: the ports are free again.
      for (const p of [gw, db, ...grpc]) expect(await lib.reachable('127.0.0.1', p)).toBe(false);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it.each([
    ['in one process', [], 'bms.log'],
    ['one process per service (--processes)', ['--processes'], 'identity.log'],
  ])('%s: Ctrl-C while the services are still starting stops those already up, starts no more, and frees every port', async (_mode, args, logName) => {
    const { dir, child, exited, said, ports } = await start(args, 'startstop');
    const { gw, db, grpc } = ports;
    const log = path.join(dir, 'logs', logName);
    const logged = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '');
    try {
      // The first service (identity) listens; the others and then the gateway start after it.
      const deadline = Date.now() + 60_000;
      while (!(await lib.reachable('127.0.0.1', grpc[0]!))) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no service started:\n${said()}\n${logged()}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      child.kill('SIGINT');
      expect(await exited).toBe(0);
      const text = logged();
      expect(said()).not.toContain('BMS is up');
      expect(text).not.toMatch(/"service":"gateway".*"msg":"http listening"/);
      expect(fs.existsSync(path.join(dir, 'logs', 'gateway.log'))).toBe(false);
      // identity was stopped as it stops on its own (not killed): it said so.
      expect(text).toMatch(/"service":"identity".*"msg":"stopped"|"msg":"stopped".*"service":"identity"/);
      for (const p of [gw, db, ...grpc]) expect(await lib.reachable('127.0.0.1', p)).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('in one process: a database that ends on its own stops the whole start with 1, saying which and where its log is', async () => {
    const { dir, child, exited, said, ports } = await start([], 'startdb');
    try {
      const deadline = Date.now() + 90_000;
      while (!said().includes('BMS is up')) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`start did not come up:\n${said()}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      // devdb, the start's one process that is not Node (mongod where one is found).
      // (Read from /proc, where a process of the machine may end between the listing and the read.)
      const [database] = lib.processesBelow(child.pid!).filter((pid) => !lib.runsNode(pid));
      expect(database).toBeDefined();
      process.kill(database!, 'SIGKILL');
      expect(await exited).toBe(1);
      expect(said()).toMatch(/(devdb|mongod) stopped unexpectedly.*; see .*\.log/);
      for (const p of [ports.gw, ...ports.grpc]) expect(await lib.reachable('127.0.0.1', p)).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
