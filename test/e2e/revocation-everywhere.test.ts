import { createClient, unary } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { bearer, login, type TestGateway, testGateway } from '../support/harness';

/** Every entry point, not only the gateway, refuses a signed-out token. */
describe('revocation at every entry point', () => {
  let t: TestGateway;

  beforeAll(() => {
    t = testGateway();
  });
  afterAll(() => t.close());

  it("when the token was signed out, the files service's own HTTP server and a service's gRPC answer 401", async () => {
    const token = await login(t.api, t.stack.admin.email, t.stack.admin.password);
    const made = await t.api
      .post('/api/file-manager/files')
      .set(bearer(token))
      .send({ name: 'secret.txt', content_base64: Buffer.from('top secret').toString('base64') });
    expect(made.status).toBe(201);
    const download = `${t.stack.http.files!}/api/file-manager/files/${made.body.record.id}/download`;
    expect((await fetch(download, { headers: bearer(token) })).status).toBe(200);
    const crm = createClient(serviceOf('crm'), t.stack.grpc.crm!);
    try {
      await unary(crm, 'ListClients', {}, { token });
      expect((await t.api.post('/api/auth/logout').set(bearer(token))).status).toBe(200);
      const after = await fetch(download, { headers: bearer(token) });
      expect(after.status).toBe(401);
      expect(await after.text()).not.toContain('top secret');
      await expect(unary(crm, 'ListClients', {}, { token })).rejects.toMatchObject({ kind: 'unauthenticated' });
    } finally {
      crm.close();
    }
  });
});
