import * as path from 'node:path';
import { promotedShare } from './promoted';

// The ioredis the platform and the gateway load (patches/ioredis@*.patch applied).
const ioredis = require.resolve('ioredis', { paths: [path.join(__dirname, '..')] });
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe("ioredis's pipelines", () => {
  it('let a young-generation collection free what their callers held', () => {
    // The gateway's client pipelines each tick's commands (enableAutoPipelining):
    // a pipeline per request at a modest rate. Unpatched, each pipeline defined
    // a `length` getter of its own, and it and its callers survived every
    // scavenge until a full collection: ~75% of what they held, against ~14%
    // (what the client itself keeps a while) with the patch.
    const setup = `const Redis = require(${JSON.stringify(ioredis)}); const redis = new Redis(${JSON.stringify(url)}, { enableAutoPipelining: true });`;
    const share = promotedShare(setup, `await redis.get('bms-test:young-generation').then(() => held.length);`);
    expect(share).toBeLessThan(0.3);
  });
});
