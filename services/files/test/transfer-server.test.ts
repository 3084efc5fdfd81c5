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
