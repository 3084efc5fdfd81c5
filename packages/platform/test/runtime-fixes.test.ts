import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fixRuntime, sessionsKeepStreamsInTables, writablesPinThemselves } from '@bms/platform';
import { nodeMakesAccessor } from './node-behaviour';

const root = path.join(__dirname, '..', '..', '..');
const platform = path.join(__dirname, '..', 'dist', 'index.js');

/**
 * Loaded with -r into a process: prints, as it exits, what it sees of the
 * fixes then (an AsyncResource#bind whose bound functions have no accessor;
 * an HTTP/2 session with the lean stream tables; one whose requests let go
 * of their listeners once closed, a function of its own) and what it saw
 * before its entry ran.
 */
const probe = `
  const http2 = require('node:http2');
  const { AsyncResource } = require('node:async_hooks');
  const fixes = () => {
    const session = http2.connect('http://127.0.0.1:9');
    session.on('error', () => undefined);
    const state = session[Object.getOwnPropertySymbols(session).find((k) => k.description === 'state')];
    const seen = {
      bind: !Object.getOwnPropertyDescriptor(new AsyncResource('T').bind(() => 0), 'asyncResource')?.get,
      http2Tables: state.streams.constructor.name === 'StreamsById',
      http2ClosedStreams: Object.hasOwn(session, 'request'),
    };
    session.destroy();
    return seen;
  };
  const before = fixes();
  process.on('exit', () => console.log('\\nFIXES ' + JSON.stringify({ before, after: fixes() })));
`;

function fixesOf(args: string[], env: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bms-fixes-'));
  const file = path.join(dir, 'probe.js');
  fs.writeFileSync(file, probe);
  try {
    const r = spawnSync(process.execPath, ['-r', file, ...args], { encoding: 'utf8', env: { PATH: process.env.PATH, ...env }, timeout: 20_000 });
    const line = /^FIXES (.*)$/m.exec(r.stdout)?.[1];
    if (!line) throw new Error(`no probe line: ${r.stdout} ${r.stderr}`);
    return JSON.parse(line) as { before: Record<string, boolean>; after: Record<string, boolean> };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the runtime fixes every process of ours makes", () => {
  // What this Node does that each fix answers (each fix's own test holds the probe to the behaviour it names).
  const needed = () => ({ bind: nodeMakesAccessor(), http2Tables: sessionsKeepStreamsInTables(), http2ClosedStreams: writablesPinThemselves() });
  // In the process after the fixes: the bind without accessor is ours or Node's own, whichever this Node needs.
  const seenAfter = () => ({ bind: true, http2Tables: needed().http2Tables, http2ClosedStreams: needed().http2ClosedStreams });

  it('are in place exactly where this Node shows what each answers, and making them again changes nothing', () => {
    expect(fixRuntime()).toEqual(needed());
    expect(fixRuntime()).toEqual(needed());
  });

  it('are made by runProcess, the entry of every service and the gateway, before the process is built', () => {
    const entry = `require(${JSON.stringify(platform)}).runProcess('probe', async () => process.exit(0));`;
    const seen = fixesOf(['-e', entry]);
    expect(seen.before).toMatchObject({ http2Tables: false, http2ClosedStreams: false });
    expect(seen.after).toEqual(seenAfter());
  });

  it('are made by the all-in-one process (npm start) before it builds its components', () => {
    // No component named: it makes the fixes, then refuses to run nothing.
    const seen = fixesOf([path.join(root, 'scripts', 'all-in-one.js')], { BMS_COMPONENTS: '[]' });
    expect(seen.before).toMatchObject({ http2Tables: false, http2ClosedStreams: false });
    expect(seen.after).toEqual(seenAfter());
  });
});
