import { bearer, staffWith, type TestGateway, withAdminGateway } from '../support/harness';

describe('event tracker (SPEC 4.12)', () => {
  let t: TestGateway;
  let admin: string;
  withAdminGateway((g, token) => {
    t = g;
    admin = token;
  });

  it('records an event: 201 {record} with an unguessable, URL-safe random_id; GET answers it', async () => {
    const res = await t.api
      .post('/api/event-tracker')
      .set(bearer(admin))
      .send({ type: 'email_opened', related_type: 'invoice', related_id: 42, metadata: { campaign: 'spring', clicks: 3, seen: true } });
    expect(res.status).toBe(201);
    const me = await t.api.get('/api/auth/me').set(bearer(admin));
    expect(res.body.record).toEqual({
      random_id: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
      type: 'email_opened',
      related_type: 'invoice',
      related_id: 42,
      metadata: { campaign: 'spring', clicks: '3', seen: 'true' },
      created_by: me.body.id,
      created_at: new Date().toISOString().slice(0, 10),
    });
    // 22 base64url characters carry 132 bits; the service draws 128.
    expect(Buffer.from(res.body.record.random_id, 'base64url').length).toBeGreaterThanOrEqual(16);
    const got = await t.api.get(`/api/event-tracker/${res.body.record.random_id}`).set(bearer(admin));
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ record: res.body.record });
  });

  it('keeps metadata keys with dots, colons and dashes (found by the property-based tests: a 500 before)', async () => {
    const metadata = { 'utm.source': 'mail', 'a:b-c.d': '1', '...': 'dots' };
    const res = await t.api.post('/api/event-tracker').set(bearer(admin)).send({ type: 'link.clicked', metadata });
    expect(res.status).toBe(201);
    expect(res.body.record.metadata).toEqual(metadata);
    const got = await t.api.get(`/api/event-tracker/${res.body.record.random_id}`).set(bearer(admin));
    expect(got.body.record.metadata).toEqual(metadata);
  });

  it('keeps metadata values as sent, tabs and line breaks too, and refuses other control characters by name', async () => {
    const metadata = { note: ' line one\n\tline two ', agent: 'Mozilla/5.0 (X11)' };
    const res = await t.api.post('/api/event-tracker').set(bearer(admin)).send({ type: 'note.added', metadata });
    expect(res.status).toBe(201);
    expect(res.body.record.metadata).toEqual(metadata);
    const bad = await t.api.post('/api/event-tracker').set(bearer(admin)).send({ type: 'x', metadata: { agent: 'a\u0007b' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['metadata.agent']).toEqual(['Must not contain control characters.']);
  });

  it('makes a different random_id every time', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await t.api.post('/api/event-tracker').set(bearer(admin)).send({ type: 'page_view' });
      expect(res.status).toBe(201);
      expect(res.body.record).toMatchObject({ related_type: null, related_id: null, metadata: {} });
      ids.add(res.body.record.random_id);
    }
    expect(ids.size).toBe(5);
  });

  it('answers 404 for an unknown or malformed random_id', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', 'has.dots.in.it.aaaaaaaaaaaaa']) {
      const res = await t.api.get(`/api/event-tracker/${id}`).set(bearer(admin));
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    }
  });

  it('refuses bad input with 422 naming the fields', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'type'],
      [{ type: 'has spaces' }, 'type'],
      [{ type: 'x', related_id: 5 }, 'related_type'],
      [{ type: 'x', related_type: 'invoice', related_id: -1 }, 'related_id'],
      [{ type: 'x', metadata: { nested: { a: 1 } } }, 'metadata.nested'],
      [{ type: 'x', metadata: 'flat' }, 'metadata'],
      [{ type: 'x', metadata: { agent: 'a\u0000b' } }, 'metadata.agent'],
      [{ type: 'x', metadata: { agent: 'a\u001bb' } }, 'metadata.agent'],
    ];
    for (const [body, field] of cases) {
      const res = await t.api.post('/api/event-tracker').set(bearer(admin)).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(res.body.errors).toHaveProperty([field]);
    }
  });

  it('answers 401 without a token and 403 without the event_tracker permission', async () => {
    const made = await t.api.post('/api/event-tracker').set(bearer(admin)).send({ type: 'x' });
    const path = `/api/event-tracker/${made.body.record.random_id}`;
    expect((await t.api.post('/api/event-tracker').send({ type: 'x' })).status).toBe(401);
    expect((await t.api.get(path)).status).toBe(401);
    const nobody = await staffWith(t.api, admin, { pages: ['read'] });
    expect((await t.api.post('/api/event-tracker').set(bearer(nobody.token)).send({ type: 'x' })).status).toBe(403);
    expect((await t.api.get(path).set(bearer(nobody.token))).status).toBe(403);
    const writer = await staffWith(t.api, admin, { event_tracker: ['create'] });
    expect((await t.api.post('/api/event-tracker').set(bearer(writer.token)).send({ type: 'x' })).status).toBe(201);
    expect((await t.api.get(path).set(bearer(writer.token))).status).toBe(403);
  });
});
