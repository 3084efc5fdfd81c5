import * as crypto from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhooks } from '@bms/contracts';
import { retryDelay } from '../src/webhooks/delivery.worker';
import { send, signature } from '../src/webhooks/sender';
import { addressKind, parseAllowedTargets, type Resolver, TargetPolicy, TargetRefused } from '../src/webhooks/target-policy';

describe('webhook target addresses', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['0.0.0.0', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['2002:0a00:0001::1', 'private'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001:4860:4860::8888', 'public'],
    ['2a00:1450:4001::200e', 'public'],
    ['::127.0.0.1', 'reserved'],
  ])('%s is %s', (ip, kind) => {
    expect(addressKind(ip)).toBe(kind);
  });
});

describe('WEBHOOK_ALLOWED_TARGETS', () => {
  it('reads hosts and host:port entries, IPv6 in brackets', () => {
    expect(parseAllowedTargets(' 127.0.0.1:8080, hooks.internal ,[::1]:9000, ::1, Example.COM:443')).toEqual([
      { host: '127.0.0.1', port: 8080 },
      { host: 'hooks.internal', port: null },
      { host: '[::1]', port: 9000 },
      { host: '[::1]', port: null },
      { host: 'example.com', port: 443 },
    ]);
    expect(parseAllowedTargets('')).toEqual([]);
  });

  it.each(['http://a.example', 'a.example:0', 'a.example:70000', 'a.example:x', '[::1', '[nothost]:80', 'a b'])('refuses %j', (v) => {
    expect(parseAllowedTargets(v)).toBeNull();
  });
});

describe('the webhook target policy', () => {
  const resolver =
    (table: Record<string, string[]>): Resolver =>
    async (host) => {
      const found = table[host];
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
  const policy = new TargetPolicy(
    parseAllowedTargets('127.0.0.1:7000,hooks.internal')!,
    resolver({
      'api.example.com': ['93.184.216.34'],
      'rebind.example.com': ['93.184.216.34', '10.0.0.7'],
      'hooks.internal': ['10.9.9.9'],
      localhost: ['127.0.0.1', '::1'],
    }),
  );
  const refusal = (url: string) =>
    policy.resolve(url).then(
      () => 'accepted',
      (err: unknown) => (err instanceof TargetRefused ? err.message : `unexpected: ${String(err)}`),
    );

  it('takes https to a public host, and connects to the address it checked', async () => {
    const t = await policy.resolve('https://api.example.com/hooks?x=1');
    expect(t).toMatchObject({ hostname: 'api.example.com', port: 443, address: '93.184.216.34', family: 4 });
  });

  it.each([
    ['https://10.0.0.5/h', '10.0.0.5 is a private address'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254 is a link-local address'],
    ['https://[::1]/h', '::1 is a loopback address'],
    ['https://[::ffff:127.0.0.1]/h', 'is a loopback address'],
    ['https://0x7f.1/h', '127.0.0.1 is a loopback address'],
    ['https://localhost/h', 'localhost resolves to a loopback address (127.0.0.1)'],
    ['https://rebind.example.com/h', 'rebind.example.com resolves to a private address (10.0.0.7)'],
    ['https://127.0.0.1:7001/h', '127.0.0.1 is a loopback address'],
    ['http://api.example.com/h', 'plain http is only for targets the configuration allows'],
    ['https://nowhere.example.com/h', 'nowhere.example.com could not be resolved'],
  ])('refuses %s', async (url, message) => {
    expect(await refusal(url)).toContain(message);
  });

  it('lets through what the configuration allows, by host:port or host, http included', async () => {
    expect(await policy.resolve('http://127.0.0.1:7000/h')).toMatchObject({ address: '127.0.0.1', port: 7000 });
    expect(await policy.resolve('https://hooks.internal:8443/h')).toMatchObject({ address: '10.9.9.9', port: 8443 });
  });

  it('gives up on a name that does not resolve in time', async () => {
    const slow = new TargetPolicy([], () => new Promise(() => undefined), 50);
    await expect(slow.resolve('https://slow.example.com/')).rejects.toThrow('Resolving slow.example.com timed out.');
  });
});

describe('webhook event patterns', () => {
  it.each([
    'billing.invoice.created',
    'billing.invoice.*',
    'crm.>',
    '*.client.created',
    '>',
    'work.team_member.*',
    'files.*.deleted',
    'crm.*.*',
    '*.*.*',
    'crm.client.>',
    '*.>',
  ])(
    'accepts %s',
    (p) => {
      expect(webhooks.eventPatternProblem(p)).toBeNull();
    },
  );

  it.each([
    ['crm..client', 'Must be an event type'],
    ['crm.>.created', 'Must be an event type'],
    ['crm.cli*', 'Must be an event type'],
    ['crm.client created', 'Must be an event type'],
    ['notify.sms', 'never sent by webhook'],
    ['notify.>', 'never sent by webhook'],
    ['payments.charge.created', 'Unknown domain "payments"'],
    // Event types are three words: these match none, and would never deliver.
    ['*', '"*" matches no event type'],
    ['*.*', '"*.*" matches no event type'],
    ['crm', '"crm" matches no event type'],
    ['crm.client', '"crm.client" matches no event type'],
    ['crm.*', '"crm.*" matches no event type'],
    ['*.*.*.*', '"*.*.*.*" matches no event type'],
    ['crm.client.created.now', '"crm.client.created.now" matches no event type'],
    ['crm.client.created.>', '"crm.client.created.>" matches no event type'],
  ])('refuses %s', (p, message) => {
    expect(webhooks.eventPatternProblem(p)).toContain(message);
  });

  it('takes a description of several lines, but no other control character', () => {
    const b = { url: 'https://example.com/hooks', events: ['crm.>'] };
    expect(webhooks.webhookBody.parse({ ...b, description: 'ERP sync\n\tclients only' }).description).toBe('ERP sync\n\tclients only');
    expect(webhooks.webhookBody.safeParse({ ...b, description: 'ERP\u0000sync' }).success).toBe(false);
  });

  it('keeps each pattern of a subscription once, where it first came', () => {
    const events = ['crm.client.created', 'billing.invoice.*', ' crm.client.created', 'billing.invoice.*', 'crm.>'];
    const b = webhooks.webhookBody.parse({ url: 'https://example.com/hooks', events });
    expect(b.events).toEqual(['crm.client.created', 'billing.invoice.*', 'crm.>']);
    expect(webhooks.webhookBody.partial().parse({ events }).events).toEqual(['crm.client.created', 'billing.invoice.*', 'crm.>']);
  });
});

describe('webhook retries', () => {
  it('double from the first delay, with jitter between half and all of it, at most an hour', () => {
    expect(retryDelay(1, 5_000, () => 0)).toBe(2_500);
    expect(retryDelay(1, 5_000, () => 1)).toBe(5_000);
    expect(retryDelay(3, 5_000, () => 1)).toBe(20_000);
    expect(retryDelay(30, 5_000, () => 1)).toBe(3_600_000);
    expect(retryDelay(30, 5_000, () => 0)).toBe(1_800_000);
  });
});

describe('sending a webhook', () => {
  let server: http.Server;
  let port: number;
  let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  const got: Array<{ headers: http.IncomingHttpHeaders; body: string; url: string }> = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        got.push({ headers: req.headers, body, url: req.url ?? '' });
        answer(req, res);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const target = async (path = '/hook?a=1') =>
    new TargetPolicy(parseAllowedTargets(`127.0.0.1:${port}`)!).resolve(`http://127.0.0.1:${port}${path}`);

  it('signs "t.body" with HMAC-SHA256 of the secret, in hex', () => {
    const body = '{"id":"e1"}';
    const header = signature('s3cret-s3cret-s3cret', body, 1_700_000_000);
    const expected = crypto.createHmac('sha256', 's3cret-s3cret-s3cret').update(`1700000000.${body}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${expected}`);
  });

  it('POSTs the body with the headers given, to the path and query of the URL', async () => {
    answer = (_req, res) => res.writeHead(204).end();
    const r = await send(await target(), '{"a":1}', { 'Content-Type': 'application/json', 'X-Event-Id': 'e1' }, 2_000);
    expect(r).toEqual({ ok: true, status: 204, error: null });
    const last = got.at(-1)!;
    expect(last).toMatchObject({ body: '{"a":1}', url: '/hook?a=1' });
    expect(last.headers).toMatchObject({ 'content-type': 'application/json', 'x-event-id': 'e1', host: `127.0.0.1:${port}` });
  });

  it('does not follow a redirect', async () => {
    answer = (_req, res) => res.writeHead(302, { Location: 'http://169.254.169.254/' }).end();
    const before = got.length;
    expect(await send(await target(), '{}', {}, 2_000)).toEqual({ ok: false, status: 302, error: 'HTTP 302: redirects are not followed' });
    expect(got.length).toBe(before + 1);
  });

  it('fails an attempt that gets no answer in time', async () => {
    answer = () => undefined;
    expect(await send(await target(), '{}', {}, 300)).toEqual({ ok: false, status: null, error: 'no response within 300 ms' });
  });

  it('names a refused connection without more', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const p = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const t = await new TargetPolicy(parseAllowedTargets(`127.0.0.1:${p}`)!).resolve(`http://127.0.0.1:${p}/`);
    expect(await send(t, '{}', {}, 2_000)).toEqual({ ok: false, status: null, error: `connection refused by 127.0.0.1:${p}` });
  });
});
