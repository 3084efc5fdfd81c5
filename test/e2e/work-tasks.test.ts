import { adminToken, bearer, eventually, staffWith, type StaffUser, type TestGateway, testGateway, unique } from '../support/harness';

const today = () => new Date().toISOString().slice(0, 10);

interface TaskRecord {
  id: number;
  title: string;
  status: string;
  assigned_to: number[];
}

describe('tasks (SPEC 2.4, 3, 4.4)', () => {
  let t: TestGateway;
  let admin: string;
  let adminId: number;
  let worker: StaffUser;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    adminId = (await t.api.get('/api/auth/me').set(bearer(admin))).body.id;
    worker = await staffWith(t.api, admin, { tasks: ['read'] });
  });
  afterAll(() => t.close());

  const aTask = (over: Record<string, unknown> = {}) => ({
    title: unique('Write the report '),
    description: 'Quarterly numbers',
    project_id: 7,
    assigned_to: [adminId],
    priority: 'high',
    start_date: '2026-03-01',
    deadline: '2026-03-15',
    labels: ['finance', 'q1'],
    ...over,
  });

  const create = async (over: Record<string, unknown> = {}) => {
    const res = await t.api.post('/api/tasks').set(bearer(admin)).send(aTask(over));
    expect(res.status).toBe(201);
    return res.body.record as TaskRecord;
  };

  /** A staff user without any grants (as assignee). */
  const aUser = async (): Promise<number> => {
    const res = await t.api
      .post('/api/team')
      .set(bearer(admin))
      .send({ first_name: 'New', last_name: 'Comer', email: `${unique('user')}@example.com`, password: 'user-password-1' });
    expect(res.status).toBe(201);
    return res.body.record.id as number;
  };

  const detail = async (id: number) => (await t.api.get(`/api/tasks/${id}`).set(bearer(admin))).body.record;

  it('creates a task: 201 {record}, status not_started, created_at today', async () => {
    const body = aTask({ assigned_to: [adminId, worker.id] });
    const res = await t.api.post('/api/tasks').set(bearer(admin)).send(body);
    expect(res.status).toBe(201);
    expect(res.body.record).toEqual({
      id: expect.any(Number),
      title: body.title,
      description: 'Quarterly numbers',
      project_id: 7,
      assigned_to: [adminId, worker.id],
      status: 'not_started',
      priority: 'high',
      start_date: '2026-03-01',
      deadline: '2026-03-15',
      labels: ['finance', 'q1'],
      created_at: today(),
    });
  });

  it('needs only a title; priority is medium, and project and dates are null', async () => {
    const res = await t.api.post('/api/tasks').set(bearer(admin)).send({ title: 'Just a title' });
    expect(res.status).toBe(201);
    expect(res.body.record).toMatchObject({
      title: 'Just a title',
      description: '',
      project_id: null,
      assigned_to: [],
      status: 'not_started',
      priority: 'medium',
      start_date: null,
      deadline: null,
      labels: [],
    });
  });

  it('ignores a status sent on create: a new task is not_started', async () => {
    const res = await t.api.post('/api/tasks').set(bearer(admin)).send(aTask({ status: 'done' }));
    expect(res.status).toBe(201);
    expect(res.body.record.status).toBe('not_started');
  });

  it('answers the detail with labels, and the list items without them', async () => {
    const task = await create();
    const one = await t.api.get(`/api/tasks/${task.id}`).set(bearer(admin));
    expect(one.status).toBe(200);
    expect(Object.keys(one.body)).toEqual(['record']);
    expect(one.body.record.labels).toEqual(['finance', 'q1']);
    const list = await t.api.get('/api/tasks').query({ search: task.title }).set(bearer(admin));
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({ total: 1, current_page: 1, per_page: 20 });
    expect(Object.keys(list.body.records[0]).sort()).toEqual(
      ['updated_at', 'id', 'title', 'description', 'project_id', 'assigned_to', 'status', 'priority', 'start_date', 'deadline', 'created_at'].sort(),
    );
  });

  it('pages with page and limit, and refuses out-of-range paging with 422', async () => {
    const tag = unique('Pager');
    for (let i = 0; i < 3; i++) await create({ title: `${tag} ${i}` });
    const p1 = await t.api.get('/api/tasks').query({ search: tag, limit: 2 }).set(bearer(admin));
    const p2 = await t.api.get('/api/tasks').query({ search: tag, limit: 2, page: 2 }).set(bearer(admin));
    expect(p1.body.meta).toEqual({ total: 3, current_page: 1, per_page: 2 });
    expect(p1.body.records).toHaveLength(2);
    expect(p2.body.records).toHaveLength(1);
    for (const q of [{ page: 0 }, { limit: 101 }, { limit: 0 }]) {
      expect((await t.api.get('/api/tasks').query(q).set(bearer(admin))).status).toBe(422);
    }
  });

  it('filters by status, priority, project_id and assigned_to', async () => {
    const tag = unique('Filter');
    const a = await create({ title: `${tag} a`, priority: 'low', project_id: 31, assigned_to: [worker.id] });
    const b = await create({ title: `${tag} b`, priority: 'urgent', project_id: 32, assigned_to: [adminId] });
    await t.api.patch(`/api/tasks/${b.id}`).set(bearer(admin)).send({ status: 'in_progress' }).expect(200);
    const ids = async (q: Record<string, unknown>) =>
      (await t.api.get('/api/tasks').query({ search: tag, ...q }).set(bearer(admin))).body.records.map((r: TaskRecord) => r.id);
    expect(await ids({ status: 'in_progress' })).toEqual([b.id]);
    expect(await ids({ status: 'not_started' })).toEqual([a.id]);
    expect(await ids({ priority: 'low' })).toEqual([a.id]);
    expect(await ids({ project_id: 32 })).toEqual([b.id]);
    expect(await ids({ assigned_to: worker.id })).toEqual([a.id]);
    expect(await ids({})).toEqual([b.id, a.id]);
    for (const q of [{ status: 'bogus' }, { priority: 'bogus' }, { project_id: 'x' }, { assigned_to: '-1' }]) {
      expect((await t.api.get('/api/tasks').query(q).set(bearer(admin))).status).toBe(422);
    }
  });

  describe('validation (422 naming the fields)', () => {
    const refuse = async (body: Record<string, unknown>, field: string) => {
      const res = await t.api.post('/api/tasks').set(bearer(admin)).send(body);
      expect(res.status).toBe(422);
      expect(res.body.success).toBe(false);
      expect(Object.keys(res.body.errors)).toContain(field);
      return res.body.errors[field] as string[];
    };

    it('requires a title', async () => {
      await refuse(aTask({ title: undefined }), 'title');
      await refuse(aTask({ title: '   ' }), 'title');
    });

    it('takes only real YYYY-MM-DD dates', async () => {
      await refuse(aTask({ start_date: '2026-02-30' }), 'start_date');
      await refuse(aTask({ deadline: '15/03/2026' }), 'deadline');
      await refuse(aTask({ deadline: '2026-13-01' }), 'deadline');
    });

    it('refuses a deadline before the start date', async () => {
      const msgs = await refuse(aTask({ start_date: '2026-03-10', deadline: '2026-03-09' }), 'deadline');
      expect(msgs.join(' ')).toMatch(/start_date/);
      const same = await t.api.post('/api/tasks').set(bearer(admin)).send(aTask({ start_date: '2026-03-10', deadline: '2026-03-10' }));
      expect(same.status).toBe(201);
    });

    it('takes priority low, medium, high or urgent only', async () => {
      await refuse(aTask({ priority: 'critical' }), 'priority');
      for (const priority of ['low', 'medium', 'high', 'urgent']) {
        expect((await t.api.post('/api/tasks').set(bearer(admin)).send(aTask({ priority }))).status).toBe(201);
      }
    });

    it('takes assigned_to as an array of integer ids', async () => {
      await refuse(aTask({ assigned_to: 5 }), 'assigned_to');
      await refuse(aTask({ assigned_to: ['x'] }), 'assigned_to.0');
      await refuse(aTask({ assigned_to: [1.5] }), 'assigned_to.0');
    });

    it('refuses unknown user ids in assigned_to, naming them', async () => {
      const msgs = await refuse(aTask({ assigned_to: [adminId, 987654321, 987654322] }), 'assigned_to');
      expect(msgs).toEqual(['Unknown user ids: 987654321, 987654322.']);
    });

    it('reports the deadline and the unknown assignees together', async () => {
      const res = await t.api
        .post('/api/tasks')
        .set(bearer(admin))
        .send(aTask({ start_date: '2026-03-10', deadline: '2026-03-01', assigned_to: [987654321] }));
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['assigned_to', 'deadline']);
    });
  });

  it('assigns a user created a moment ago (before its event reached work)', async () => {
    const fresh = await aUser();
    const task = await create({ assigned_to: [fresh] });
    expect(task.assigned_to).toEqual([fresh]);
  });

  it('refuses a deleted user as assignee', async () => {
    const gone = await aUser();
    await t.api.delete(`/api/team/${gone}`).set(bearer(admin)).expect(200);
    // Refused once the deletion event reached work's projection (or at once,
    // when the projection never knew the user and identity is asked).
    await eventually(async () => {
      const res = await t.api.post('/api/tasks').set(bearer(admin)).send(aTask({ assigned_to: [gone] }));
      expect(res.status).toBe(422);
      expect(res.body.errors.assigned_to).toEqual([`Unknown user id: ${gone}.`]);
    });
  });

  it('takes a deleted user off the tasks it was assigned to', async () => {
    const gone = await aUser();
    const task = await create({ assigned_to: [gone, adminId] });
    await t.api.delete(`/api/team/${gone}`).set(bearer(admin)).expect(200);
    await eventually(async () => expect((await detail(task.id)).assigned_to).toEqual([adminId]));
  });

  describe('updates', () => {
    it('PATCH changes only the fields sent', async () => {
      const task = await create();
      const res = await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ priority: 'urgent', labels: ['x'] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: expect.any(String) });
      expect(await detail(task.id)).toMatchObject({ priority: 'urgent', labels: ['x'], title: task.title, project_id: 7, deadline: '2026-03-15' });
    });

    it('PATCH clears a date with an empty string', async () => {
      const task = await create();
      await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ deadline: '' }).expect(200);
      expect(await detail(task.id)).toMatchObject({ deadline: null, start_date: '2026-03-01' });
    });

    it('PUT replaces: what is not sent is cleared, the status is kept', async () => {
      const task = await create();
      await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ status: 'in_progress' }).expect(200);
      const res = await t.api.put(`/api/tasks/${task.id}`).set(bearer(admin)).send({ title: 'Renamed' });
      expect(res.status).toBe(200);
      expect(await detail(task.id)).toMatchObject({
        title: 'Renamed',
        description: '',
        project_id: null,
        assigned_to: [],
        priority: 'medium',
        start_date: null,
        deadline: null,
        labels: [],
        status: 'in_progress',
      });
      const missing = await t.api.put(`/api/tasks/${task.id}`).set(bearer(admin)).send({ description: 'no title' });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toHaveProperty('title');
    });

    it('checks a changed deadline against the stored start date, and new assignees', async () => {
      const task = await create();
      const early = await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ deadline: '2026-02-01' });
      expect(early.status).toBe(422);
      expect(early.body.errors).toHaveProperty('deadline');
      const late = await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ start_date: '2026-04-01' });
      expect(late.status).toBe(422);
      const who = await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ assigned_to: [987654321] });
      expect(who.status).toBe(422);
      expect(who.body.errors.assigned_to.join(' ')).toContain('987654321');
      expect(await detail(task.id)).toMatchObject({ deadline: '2026-03-15', start_date: '2026-03-01', assigned_to: [adminId] });
    });

    it('answers 404 for an unknown task and 422 for a bad body', async () => {
      expect((await t.api.patch('/api/tasks/987654321').set(bearer(admin)).send({ title: 'x' })).status).toBe(404);
      expect((await t.api.put('/api/tasks/987654321').set(bearer(admin)).send({ title: 'x' })).status).toBe(404);
      const task = await create();
      expect((await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ title: '' })).status).toBe(422);
      expect((await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ status: 'finished' })).status).toBe(422);
    });
  });

  describe('status moves', () => {
    const move = (id: number, status: string) => t.api.patch(`/api/tasks/${id}`).set(bearer(admin)).send({ status });

    it('goes not_started → in_progress → done, and back from done to in_progress', async () => {
      const task = await create();
      for (const status of ['in_progress', 'done', 'in_progress', 'done']) {
        expect((await move(task.id, status)).status).toBe(200);
        expect((await detail(task.id)).status).toBe(status);
      }
    });

    it('refuses every other move with 409, leaving the status as it was', async () => {
      const task = await create();
      const skip = await move(task.id, 'done');
      expect(skip.status).toBe(409);
      expect(skip.body).toEqual({ success: false, message: expect.stringContaining('not_started') });
      await move(task.id, 'in_progress').expect(200);
      expect((await move(task.id, 'not_started')).status).toBe(409);
      await move(task.id, 'done').expect(200);
      expect((await move(task.id, 'not_started')).status).toBe(409);
      const viaPut = await t.api.put(`/api/tasks/${task.id}`).set(bearer(admin)).send({ title: 'x', status: 'not_started' });
      expect(viaPut.status).toBe(409);
      expect(await detail(task.id)).toMatchObject({ status: 'done', title: task.title });
    });

    it('takes the current status again as no move', async () => {
      const task = await create();
      expect((await move(task.id, 'not_started')).status).toBe(200);
      expect((await detail(task.id)).status).toBe('not_started');
    });
  });

  it('deletes: {success, message}, then 404 on detail, update and delete, and gone from lists', async () => {
    const task = await create();
    const del = await t.api.delete(`/api/tasks/${task.id}`).set(bearer(admin));
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, message: expect.any(String) });
    const gone = await t.api.get(`/api/tasks/${task.id}`).set(bearer(admin));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ success: false, message: 'Task not found.' });
    expect((await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ title: 'x' })).status).toBe(404);
    expect((await t.api.delete(`/api/tasks/${task.id}`).set(bearer(admin))).status).toBe(404);
    expect((await t.api.get('/api/tasks').query({ search: task.title }).set(bearer(admin))).body.records).toHaveLength(0);
  });

  it('answers 401 to every operation without a token', async () => {
    const task = await create();
    const calls = [
      t.api.get('/api/tasks'),
      t.api.get(`/api/tasks/${task.id}`),
      t.api.post('/api/tasks').send(aTask()),
      t.api.put(`/api/tasks/${task.id}`).send(aTask()),
      t.api.patch(`/api/tasks/${task.id}`).send({ title: 'x' }),
      t.api.delete(`/api/tasks/${task.id}`),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  it('gives staff without the tasks permission 403, and read-only staff no writes', async () => {
    const nobody = await staffWith(t.api, admin, { clients: ['read'] });
    const task = await create();
    const denied = [
      t.api.get('/api/tasks').set(bearer(nobody.token)),
      t.api.get(`/api/tasks/${task.id}`).set(bearer(nobody.token)),
      t.api.post('/api/tasks').set(bearer(nobody.token)).send(aTask()),
      t.api.put(`/api/tasks/${task.id}`).set(bearer(nobody.token)).send(aTask()),
      t.api.patch(`/api/tasks/${task.id}`).set(bearer(nobody.token)).send({ title: 'x' }),
      t.api.delete(`/api/tasks/${task.id}`).set(bearer(nobody.token)),
      t.api.post('/api/tasks').set(bearer(worker.token)).send(aTask()),
      t.api.patch(`/api/tasks/${task.id}`).set(bearer(worker.token)).send({ status: 'in_progress' }),
      t.api.delete(`/api/tasks/${task.id}`).set(bearer(worker.token)),
    ];
    for (const res of await Promise.all(denied)) expect(res.status).toBe(403);
    expect((await t.api.get(`/api/tasks/${task.id}`).set(bearer(worker.token))).status).toBe(200);
    expect((await detail(task.id)).status).toBe('not_started');
  });

  it('lets staff with create and update permission assign the admin and move the task', async () => {
    const planner = await staffWith(t.api, admin, { tasks: ['create', 'update'] });
    const res = await t.api.post('/api/tasks').set(bearer(planner.token)).send(aTask({ assigned_to: [adminId, planner.id] }));
    expect(res.status).toBe(201);
    await t.api.patch(`/api/tasks/${res.body.record.id}`).set(bearer(planner.token)).send({ status: 'in_progress' }).expect(200);
  });
});
