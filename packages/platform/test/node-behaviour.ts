import { spawnSync } from 'node:child_process';

/** Whether this Node's own AsyncResource#bind makes the deprecated accessor (Node 20 to 24: what async-bind.ts answers), asked of a fresh process. */
export const nodeMakesAccessor = (): boolean =>
  spawnSync(process.execPath, ['-p', "Boolean(Object.getOwnPropertyDescriptor(new (require('node:async_hooks').AsyncResource)('T').bind(() => 0), 'asyncResource')?.get)"], {
    encoding: 'utf8',
  }).stdout.trim() === 'true';
