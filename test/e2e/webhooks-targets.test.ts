import { bearer, type TestGateway, withAdminGateway } from '../support/harness';

// The targets a subscription may name: never a private, loopback or
// link-local address, nor plain http, except the one the configuration allows.

describe('outgoing webhooks', () => {
  let t: TestGateway, admin: string;
  withAdminGateway((g, token) => ([t, admin] = [g, token]));

  describe('management', () => {
    it.each([
      ['https://10.0.0.5/hook', '10.0.0.5 is a private address'],
      ['https://169.254.169.254/latest/meta-data', '169.254.169.254 is a link-local address'],
      ['https://[::1]/hook', '::1 is a loopback address'],
      ['https://[::ffff:127.0.0.1]/hook', 'is a loopback address'],
      ['https://[fd00::1]/hook', 'fd00::1 is a unique-local address'],
      ['https://localhost/hook', 'localhost resolves to a loopback address'],
      ['https://0.0.0.0/hook', '0.0.0.0 is an unspecified address'],
      ['http://example.com/hook', 'plain http is only for targets the configuration allows'],
    ])('refuses the target %s: 422 naming url', async (url, message) => {
      const res = await t.api.post('/api/webhooks').set(bearer(admin)).send({ url, events: ['crm.>'] });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['url']);
      expect(res.body.errors.url[0]).toContain(message);
    });

    it('allows only the configured exception: 127.0.0.1 on its port, not another port nor localhost', async () => {
      const port = t.stack.webhookPort!;
      const other = port === 65_535 ? port - 1 : port + 1;
      for (const url of [`http://127.0.0.1:${other}/hook`, `https://127.0.0.1:${other}/hook`, `http://localhost:${port}/hook`]) {
        const res = await t.api.post('/api/webhooks').set(bearer(admin)).send({ url, events: ['crm.>'] });
        expect({ url, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({ url, status: 422, fields: ['url'] });
      }
    });
  });
});
