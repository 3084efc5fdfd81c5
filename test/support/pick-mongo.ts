import type { ChildProcess } from 'node:child_process';

/** The choice of MongoDB that npm start, the tests and the bench share (scripts/mongo.js). */
export interface PickedMongo {
  url: string;
  kind: 'url' | 'mongod' | 'memory-server' | 'devdb';
  why: string;
  child?: ChildProcess;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const mongo = require('../../scripts/mongo.js') as {
  pickMongo(opts: {
    env: NodeJS.ProcessEnv;
    dataDir: string;
    startDevdb: () => Promise<{ url: string; child: ChildProcess }>;
    log?: (line: string) => void;
    probeMs?: number;
  }): Promise<PickedMongo>;
};

export const { pickMongo } = mongo;
