import { filesConfig } from '../src/config';
import { createTransferServer } from '../src/transfer/http-server';

/*
 * Uploads come through the gateway to this server, so it gives a request as
 * long to arrive as the gateway does (gateway/test/client-errors.test.ts
 * shows Node cutting a body that takes longer, with the option given when
 * the server is made: set on the server afterwards, Node does not apply it).
 */
describe("the files service's upload server", () => {
  it('gives a request HTTP_REQUEST_TIMEOUT_MS to arrive: half an hour by default, where Node gives five minutes', () => {
    expect(filesConfig.load({ MONGO_URL: 'mongodb://127.0.0.1:27017/files', JWT_PUBLIC_KEY: 'public' }).HTTP_REQUEST_TIMEOUT_MS).toBe(30 * 60_000);
    // Nothing is asked of the services a request would reach: none comes.
    const server = createTransferServer({ requestTimeoutMs: 1234 } as Parameters<typeof createTransferServer>[0]);
    expect(server.requestTimeout).toBe(1234);
  });
});

describe("the files service's configuration", () => {
  const load = (extra: Record<string, string>) => () => filesConfig.load({ MONGO_URL: 'mongodb://127.0.0.1:27017/files', JWT_PUBLIC_KEY: 'public', ...extra });
  it('refuses a stale-upload time under a second (its uploads would be swept, or touched in a busy loop) and a GridFS chunk of 0 bytes or past a document', () => {
    expect(load({ FILES_STALE_UPLOAD_MS: '0' })).toThrow(/FILES_STALE_UPLOAD_MS/);
    expect(load({ FILES_CHUNK_BYTES: '0' })).toThrow(/FILES_CHUNK_BYTES/);
    expect(load({ FILES_CHUNK_BYTES: String(16 * 1024 * 1024) })).toThrow(/FILES_CHUNK_BYTES/);
    expect(load({ FILES_STALE_UPLOAD_MS: '1000', FILES_CHUNK_BYTES: '16384' })()).toMatchObject({ FILES_STALE_UPLOAD_MS: 1000, FILES_CHUNK_BYTES: 16384 });
  });
});
