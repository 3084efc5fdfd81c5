import { bearer, staffWith, type StaffUser, type TestGateway, unique } from '../support/harness';
import { type TaskRecord, Tasks } from '../support/tasks';

const today = () => new Date().toISOString().slice(0, 10);

// Tasks made, listed, filtered and deleted, and who may (the rules a task
// keeps, its dates, assignees and status moves: work-tasks-rules.test.ts).

describe('tasks (SPEC 2.4, 3, 4.4)', () => {
  let tasks: Tasks, t: TestGateway, admin: string, adminId: number, worker: StaffUser;
  Tasks.forTests((x) => ({ t, admin, adminId, worker } = tasks = x));

  it('creates a task: 201 {record}, status not_started, created_at today', async () => {
    const body = tasks.aTask({ assigned_to: [adminId, worker.id] });
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
    const res = await t.api.post('/api/tasks').set(bearer(admin)).send(tasks.aTask({ status: 'done' }));
    expect(res.status).toBe(201);
    expect(res.body.record.status).toBe('not_started');
  });

  it('answers the detail with labels, and the list items without them', async () => {
    const task = await tasks.create();
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
    for (let i = 0; i < 3; i++) await tasks.create({ title: `${tag} ${i}` });
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
    const a = await tasks.create({ title: `${tag} a`, priority: 'low', project_id: 31, assigned_to: [worker.id] });
    const b = await tasks.create({ title: `${tag} b`, priority: 'urgent', project_id: 32, assigned_to: [adminId] });
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

  it('deletes: {success, message}, then 404 on detail, update and delete, and gone from lists', async () => {
    const task = await tasks.create();
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
    const task = await tasks.create();
    const calls = [
      t.api.get('/api/tasks'),
      t.api.get(`/api/tasks/${task.id}`),
      t.api.post('/api/tasks').send(tasks.aTask()),
      t.api.put(`/api/tasks/${task.id}`).send(tasks.aTask()),
      t.api.patch(`/api/tasks/${task.id}`).send({ title: 'x' }),
      t.api.delete(`/api/tasks/${task.id}`),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  it('gives staff without the tasks permission 403, and read-only staff no writes', async () => {
    const nobody = await staffWith(t.api, admin, { clients: ['read'] });
    const task = await tasks.create();
    const denied = [
      t.api.get('/api/tasks').set(bearer(nobody.token)),
      t.api.get(`/api/tasks/${task.id}`).set(bearer(nobody.token)),
      t.api.post('/api/tasks').set(bearer(nobody.token)).send(tasks.aTask()),
      t.api.put(`/api/tasks/${task.id}`).set(bearer(nobody.token)).send(tasks.aTask()),
      t.api.patch(`/api/tasks/${task.id}`).set(bearer(nobody.token)).send({ title: 'x' }),
      t.api.delete(`/api/tasks/${task.id}`).set(bearer(nobody.token)),
      t.api.post('/api/tasks').set(bearer(worker.token)).send(tasks.aTask()),
      t.api.patch(`/api/tasks/${task.id}`).set(bearer(worker.token)).send({ status: 'in_progress' }),
      t.api.delete(`/api/tasks/${task.id}`).set(bearer(worker.token)),
    ];
    for (const res of await Promise.all(denied)) expect(res.status).toBe(403);
    expect((await t.api.get(`/api/tasks/${task.id}`).set(bearer(worker.token))).status).toBe(200);
    expect((await tasks.detail(task.id)).status).toBe('not_started');
  });

  it('lets staff with create and update permission assign the admin and move the task', async () => {
    const planner = await staffWith(t.api, admin, { tasks: ['create', 'update'] });
    const res = await t.api.post('/api/tasks').set(bearer(planner.token)).send(tasks.aTask({ assigned_to: [adminId, planner.id] }));
    expect(res.status).toBe(201);
    await t.api.patch(`/api/tasks/${res.body.record.id}`).set(bearer(planner.token)).send({ status: 'in_progress' }).expect(200);
  });
});
