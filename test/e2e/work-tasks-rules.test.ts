import { bearer, eventually, refusedOn, type TestGateway } from '../support/harness';
import { events } from '../support/events';
import { Tasks } from '../support/tasks';

// The rules a task keeps: real dates, a deadline not before the start, known
// assignees, and status moves only along not_started → in_progress ⇄ done.

describe('tasks (SPEC 2.4, 3, 4.4)', () => {
  let tasks: Tasks, t: TestGateway, admin: string, adminId: number;
  Tasks.forTests((x) => ({ t, admin, adminId } = tasks = x));

  describe('validation (422 naming the fields)', () => {
    const refuse = (body: Record<string, unknown>, field: string) => refusedOn(t.api.post('/api/tasks').set(bearer(admin)).send(body), field);

    it('requires a title', async () => {
      await refuse(tasks.aTask({ title: undefined }), 'title');
      await refuse(tasks.aTask({ title: '   ' }), 'title');
    });

    it('takes only real YYYY-MM-DD dates', async () => {
      await refuse(tasks.aTask({ start_date: '2026-02-30' }), 'start_date');
      await refuse(tasks.aTask({ deadline: '15/03/2026' }), 'deadline');
      await refuse(tasks.aTask({ deadline: '2026-13-01' }), 'deadline');
    });

    it('refuses a deadline before the start date', async () => {
      const msgs = await refuse(tasks.aTask({ start_date: '2026-03-10', deadline: '2026-03-09' }), 'deadline');
      expect(msgs.join(' ')).toMatch(/start_date/);
      const same = await t.api.post('/api/tasks').set(bearer(admin)).send(tasks.aTask({ start_date: '2026-03-10', deadline: '2026-03-10' }));
      expect(same.status).toBe(201);
    });

    it('takes priority low, medium, high or urgent only', async () => {
      await refuse(tasks.aTask({ priority: 'critical' }), 'priority');
      for (const priority of ['low', 'medium', 'high', 'urgent']) {
        expect((await t.api.post('/api/tasks').set(bearer(admin)).send(tasks.aTask({ priority }))).status).toBe(201);
      }
    });

    it('takes assigned_to as an array of integer ids', async () => {
      await refuse(tasks.aTask({ assigned_to: 5 }), 'assigned_to');
      await refuse(tasks.aTask({ assigned_to: ['x'] }), 'assigned_to.0');
      await refuse(tasks.aTask({ assigned_to: [1.5] }), 'assigned_to.0');
    });

    it('refuses unknown user ids in assigned_to, naming them', async () => {
      const msgs = await refuse(tasks.aTask({ assigned_to: [adminId, 987654321, 987654322] }), 'assigned_to');
      expect(msgs).toEqual(['Unknown user ids: 987654321, 987654322.']);
    });

    it('reports the deadline and the unknown assignees together', async () => {
      const res = await t.api
        .post('/api/tasks')
        .set(bearer(admin))
        .send(tasks.aTask({ start_date: '2026-03-10', deadline: '2026-03-01', assigned_to: [987654321] }));
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['assigned_to', 'deadline']);
    });
  });

  it('assigns a user created a moment ago (before its event reached work)', async () => {
    const fresh = await tasks.aUser();
    const task = await tasks.create({ assigned_to: [fresh] });
    expect(task.assigned_to).toEqual([fresh]);
  });

  it('refuses a deleted user as assignee', async () => {
    const gone = await tasks.aUser();
    await t.api.delete(`/api/team/${gone}`).set(bearer(admin)).expect(200);
    // Refused once the deletion event reached work's projection (or at once,
    // when the projection never knew the user and identity is asked).
    await eventually(async () => {
      const res = await t.api.post('/api/tasks').set(bearer(admin)).send(tasks.aTask({ assigned_to: [gone] }));
      expect(res.status).toBe(422);
      expect(res.body.errors.assigned_to).toEqual([`Unknown user id: ${gone}.`]);
    });
  });

  it('takes a deleted user off the tasks it was assigned to', async () => {
    const gone = await tasks.aUser();
    const task = await tasks.create({ assigned_to: [gone, adminId] });
    await t.api.delete(`/api/team/${gone}`).set(bearer(admin)).expect(200);
    await eventually(async () => expect((await tasks.detail(task.id)).assigned_to).toEqual([adminId]));
  });

  it('restores a task deleted before its assignee was without that user, as its restored event says', async () => {
    const bus = await events('work.task.restored');
    try {
      const gone = await tasks.aUser();
      const task = await tasks.create({ assigned_to: [gone, adminId] });
      const live = await tasks.create({ assigned_to: [gone] });
      await t.api.delete(`/api/tasks/${task.id}`).set(bearer(admin)).expect(200);
      await t.api.delete(`/api/team/${gone}`).set(bearer(admin)).expect(200);
      // The user's deletion has reached work: taken off the live task.
      await eventually(async () => expect((await tasks.detail(live.id)).assigned_to).toEqual([]));
      await t.api.post(`/api/tasks/${task.id}/restore`).set(bearer(admin)).expect(200);
      expect((await tasks.detail(task.id)).assigned_to).toEqual([adminId]);
      const restored = await bus.next((e) => e.type === 'work.task.restored' && e.data.id === task.id);
      expect(restored.data.assigned_to).toEqual([adminId]);
    } finally {
      await bus.close();
    }
  });

  describe('updates', () => {
    it('PATCH changes only the fields sent', async () => {
      const task = await tasks.create();
      const res = await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ priority: 'urgent', labels: ['x'] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: expect.any(String) });
      expect(await tasks.detail(task.id)).toMatchObject({ priority: 'urgent', labels: ['x'], title: task.title, project_id: 7, deadline: '2026-03-15' });
    });

    it('PATCH clears a date with an empty string', async () => {
      const task = await tasks.create();
      await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ deadline: '' }).expect(200);
      expect(await tasks.detail(task.id)).toMatchObject({ deadline: null, start_date: '2026-03-01' });
    });

    it('PUT replaces: what is not sent is cleared, the status is kept', async () => {
      const task = await tasks.create();
      await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ status: 'in_progress' }).expect(200);
      const res = await t.api.put(`/api/tasks/${task.id}`).set(bearer(admin)).send({ title: 'Renamed' });
      expect(res.status).toBe(200);
      expect(await tasks.detail(task.id)).toMatchObject({
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
      const task = await tasks.create();
      const early = await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ deadline: '2026-02-01' });
      expect(early.status).toBe(422);
      expect(early.body.errors).toHaveProperty('deadline');
      const late = await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ start_date: '2026-04-01' });
      expect(late.status).toBe(422);
      const who = await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ assigned_to: [987654321] });
      expect(who.status).toBe(422);
      expect(who.body.errors.assigned_to.join(' ')).toContain('987654321');
      expect(await tasks.detail(task.id)).toMatchObject({ deadline: '2026-03-15', start_date: '2026-03-01', assigned_to: [adminId] });
    });

    it('answers 404 for an unknown task and 422 for a bad body', async () => {
      expect((await t.api.patch('/api/tasks/987654321').set(bearer(admin)).send({ title: 'x' })).status).toBe(404);
      expect((await t.api.put('/api/tasks/987654321').set(bearer(admin)).send({ title: 'x' })).status).toBe(404);
      const task = await tasks.create();
      expect((await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ title: '' })).status).toBe(422);
      expect((await t.api.patch(`/api/tasks/${task.id}`).set(bearer(admin)).send({ status: 'finished' })).status).toBe(422);
    });
  });

  describe('status moves', () => {
    const move = (id: number, status: string) => t.api.patch(`/api/tasks/${id}`).set(bearer(admin)).send({ status });

    it('goes not_started → in_progress → done, and back from done to in_progress', async () => {
      const task = await tasks.create();
      for (const status of ['in_progress', 'done', 'in_progress', 'done']) {
        expect((await move(task.id, status)).status).toBe(200);
        expect((await tasks.detail(task.id)).status).toBe(status);
      }
    });

    it('refuses every other move with 409, leaving the status as it was', async () => {
      const task = await tasks.create();
      const skip = await move(task.id, 'done');
      expect(skip.status).toBe(409);
      expect(skip.body).toEqual({ success: false, message: expect.stringContaining('not_started') });
      await move(task.id, 'in_progress').expect(200);
      expect((await move(task.id, 'not_started')).status).toBe(409);
      await move(task.id, 'done').expect(200);
      expect((await move(task.id, 'not_started')).status).toBe(409);
      const viaPut = await t.api.put(`/api/tasks/${task.id}`).set(bearer(admin)).send({ title: 'x', status: 'not_started' });
      expect(viaPut.status).toBe(409);
      expect(await tasks.detail(task.id)).toMatchObject({ status: 'done', title: task.title });
    });

    it('takes the current status again as no move', async () => {
      const task = await tasks.create();
      expect((await move(task.id, 'not_started')).status).toBe(200);
      expect((await tasks.detail(task.id)).status).toBe('not_started');
    });
  });
});
