import { adminToken, bearer, type TestGateway, testGateway } from '../support/harness';

/** What every /api response carries, and how the gateway takes malformed input. */
describe('HTTP hardening at the gateway', () => {
  let t: TestGateway;
  let admin: string;
  /** A folder of this file's own: tests elsewhere count the files at the root. */
  let folder: number;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    const made = await t.api.post('/api/file-manager/folders').set(bearer(admin)).send({ name: `hardening-${Date.now()}` });
    expect(made.status).toBe(201);
    folder = made.body.record.id;
  });
  afterAll(() => t.close());

  const hardened = (res: { headers: Record<string, string | undefined>; status: number }, what: string) =>
    expect({ what, nosniff: res.headers['x-content-type-options'], cache: res.headers['cache-control'], referrer: res.headers['referrer-policy'] }).toEqual({
      what,
      nosniff: 'nosniff',
      cache: 'no-store',
      referrer: 'no-referrer',
    });

  it('sends nosniff, no-store and no-referrer on every API response: sign-in, secrets, lists, errors and downloads', async () => {
    const stack = t.stack;
    const login = await t.api.post('/api/auth/login').send({ email: stack.admin.email, password: stack.admin.password });
    expect(login.status).toBe(200);
    hardened(login, 'login');
    hardened(await t.api.get('/api/auth/me').set(bearer(admin)), 'me');
    hardened(await t.api.get('/api/clients').set(bearer(admin)), 'list');
    const key = await t.api.post('/api/api-keys').set(bearer(admin)).send({ name: 'hardening' });
    expect(key.status).toBe(201);
    hardened(key, 'new api key');
    hardened(await t.api.get('/api/time'), 'public');
    hardened(await t.api.get('/api/nowhere'), '404');
    hardened(await t.api.put('/api/time'), '405');
    hardened(await t.api.get('/api/clients'), '401');
    hardened(await t.api.post('/api/clients').set(bearer(admin)).send({}), '422');
    const up = await t.api
      .post('/api/file-manager/files')
      .set(bearer(admin))
      .send({ name: 'h.txt', folder_id: folder, content_base64: Buffer.from('hello').toString('base64') });
    expect(up.status).toBe(201);
    const dl = await t.api.get(`/api/file-manager/files/${up.body.record.id}/download`).set(bearer(admin));
    expect(dl.status).toBe(200);
    hardened(dl, 'download');
  });

  it('answers 5,000 invalid keys with a 422 of about 6 KB, the rest counted under _more', async () => {
    const custom_fields: Record<string, unknown> = {};
    for (let i = 0; i < 5_000; i++) custom_fields[`bad key ${i}`] = i;
    const body = { company_name: 'Many keys', type: 'organization', custom_fields };
    const res = await t.api.post('/api/clients').set(bearer(admin)).send(body);
    expect(res.status).toBe(422);
    expect(Buffer.byteLength(res.text)).toBeLessThan(7_000);
    expect(res.body.errors._more).toEqual([expect.stringMatching(/^\d+ more fields have errors\.$/)]);
  });

  it('refuses a string that is not well-formed Unicode (a lone surrogate) with 422 naming the field', async () => {
    const res = await t.api
      .post('/api/clients')
      .set(bearer(admin))
      .set('Content-Type', 'application/json')
      .send('{"company_name": "a\\ud800b", "type": "organization"}');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ company_name: ['Must be well-formed Unicode text (no lone surrogates).'] });
    // A pair is one character, and welcome.
    const ok = await t.api.post('/api/clients').set(bearer(admin)).send({ company_name: 'a\ud83d\ude00b', type: 'organization' });
    expect(ok.status).toBe(201);
    expect(ok.body.record.company_name).toBe('a😀b');
  });

  it('refuses a body that is not well-formed UTF-8 with 422, where decoding it would have stored U+FFFD', async () => {
    // Sent as the bytes they are (superagent would write a Buffer given for JSON as JSON).
    const raw = (bytes: Buffer) =>
      t.api.post('/api/clients').set(bearer(admin)).set('Content-Type', 'application/json').serialize(() => bytes as never).send({});
    const res = await raw(Buffer.concat([Buffer.from('{"company_name": "a'), Buffer.from([0xff, 0xfe]), Buffer.from('b", "type": "organization"}')]));
    expect({ status: res.status, body: res.body }).toEqual({
      status: 422,
      body: { success: false, message: 'The given data was invalid.', errors: { _: ['The body must be well-formed UTF-8 text.'] } },
    });
    // The same text, well-formed: taken.
    const ok = await raw(Buffer.from('{"company_name": "aÿb", "type": "organization"}'));
    expect(ok.status).toBe(201);
    expect(ok.body.record.company_name).toBe('aÿb');
  });

  it('answers a body of well-formed JSON that is no object (null, a string, a number) with 422, as it does []; a malformed one with 400', async () => {
    for (const body of ['null', '"text"', '12', '[]']) {
      const res = await t.api.post('/api/clients').set(bearer(admin)).set('Content-Type', 'application/json').send(body);
      expect({ body, status: res.status, errors: res.body.errors }).toEqual({ body, status: 422, errors: { _: ['Must be an object.'] } });
    }
    const malformed = await t.api.post('/api/clients').set(bearer(admin)).set('Content-Type', 'application/json').send('nul');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, message: 'Malformed JSON in the request body.' });
  });

  it('refuses a __proto__ key in a free-form object (event-tracker metadata) with 422', async () => {
    const res = await t.api
      .post('/api/event-tracker')
      .set(bearer(admin))
      .set('Content-Type', 'application/json')
      .send('{"type": "email_opened", "metadata": {"__proto__": "x", "campaign": "spring"}}');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'metadata.__proto__': ['The key "__proto__" is not allowed.'] });
  });

  it('answers a JSON route sent text/plain with 415 and the error body', async () => {
    const res = await t.api
      .post('/api/clients')
      .set(bearer(admin))
      .set('Content-Type', 'text/plain')
      .send('{"company_name": "Plain", "type": "organization"}');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, message: 'Send the body as application/json.' });
  });

  it("encodes ' ( ) * in filename* of a download (RFC 8187)", async () => {
    const up = await t.api
      .post('/api/file-manager/files')
      .set(bearer(admin))
      .send({ name: "it's (final) *v2*.txt", folder_id: folder, content_base64: Buffer.from('x').toString('base64') });
    expect(up.status).toBe(201);
    const dl = await t.api.get(`/api/file-manager/files/${up.body.record.id}/download`).set(bearer(admin));
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="it's (final) *v2*.txt"; filename*=UTF-8''it%27s%20%28final%29%20%2Av2%2A.txt`);
  });
});
