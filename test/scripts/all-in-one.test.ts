import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { lib, readStack, serviceEnv } from '../support/stack';

/** scripts/all-in-one.js, the one process of `npm start`: the services in a worker thread, the gateway in the main one. */
describe('the all-in-one process', () => {
  const run = (components: unknown) =>
    spawnSync(process.execPath, [path.join(lib.root, 'scripts', 'all-in-one.js')], {
      env: { PATH: process.env.PATH, BMS_COMPONENTS: JSON.stringify(components) },
      encoding: 'utf8',
      timeout: 30_000,
    });

  it("ends with 1, naming the reason, when the services' thread cannot start them (and starts no gateway)", () => {
    const r = run([
      { name: 'crm', env: { GRPC_PORT: 'not a port' } },
      { name: 'gateway', env: {} },
    ]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/invalid configuration of crm:[\s\S]*GRPC_PORT/);
    expect(r.stderr).toMatch(/the services' thread ended \(1\) before they had started/);
    expect(r.stdout).not.toMatch(/http listening/);
  });

  it('when one service cannot start, stops the others it started beside it before ending with 1', () => {
    // The services start all at once: content comes up while crm has already failed.
    const r = run([
      { name: 'content', env: serviceEnv(readStack(), 'content') },
      { name: 'crm', env: { GRPC_PORT: 'not a port' } },
      { name: 'gateway', env: {} },
    ]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/invalid configuration of crm:[\s\S]*GRPC_PORT/);
    expect(r.stdout).toMatch(/"service":"content".*"msg":"grpc listening"/);
    expect(r.stdout.slice(r.stdout.search(/"service":"content".*"msg":"grpc listening"/))).toMatch(/"service":"content".*"msg":"stopped"/);
    expect(r.stdout).not.toMatch(/http listening/);
  });

  it('ends with 1 when it is given nothing to run', () => {
    const r = run([]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/BMS_COMPONENTS names no process to run/);
  });
});
