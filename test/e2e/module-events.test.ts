import { adminToken, bearer, type TestGateway, testGateway, unique } from '../support/harness';
import { events } from '../support/events';

const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The events of modules declared with defineModule whose payloads are not
 * the whole record (eventFields): each carries exactly what it carried
 * when the module was written by hand.
 */
describe('events of declared modules', () => {
  let t: TestGateway;
  let admin: string;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
  });
  afterAll(() => t.close());

  /** A user, made now (as assignee or team member). */
  const aUser = async (): Promise<number> => {
    const res = await t.api
      .post('/api/team')
      .set(bearer(admin))
      .send({ first_name: 'Event', last_name: 'Ful', email: `${unique('evt')}@example.com`, password: 'event-password-1' });
    expect(res.status).toBe(201);
    return res.body.record.id as number;
  };

  it('work.task.created and .updated carry the task: null for no project or deadline', async () => {
    const bus = await events('work.task.*');
    try {
      const title = unique('Evented ');
      const res = await t.api.post('/api/tasks').set(bearer(admin)).send({ title });
      expect(res.status).toBe(201);
      const id = res.body.record.id as number;
      const created = await bus.next((e) => e.type === 'work.task.created' && e.data.id === id);
      expect(created.data).toEqual({ id, title, project_id: null, assigned_to: [], status: 'not_started', priority: 'medium', deadline: null, version: 1 });
      await t.api.patch(`/api/tasks/${id}`).set(bearer(admin)).send({ status: 'in_progress', project_id: 9, deadline: '2026-04-01' }).expect(200);
      const updated = await bus.next((e) => e.type === 'work.task.updated' && e.data.id === id);
      expect(updated.data).toEqual({ id, title, project_id: 9, assigned_to: [], status: 'in_progress', priority: 'medium', deadline: '2026-04-01', version: 2 });
    } finally {
      await bus.close();
    }
  });

  it('work.team_member.created and .restored carry the membership, .deleted its id', async () => {
    const bus = await events('work.team_member.*');
    try {
      const user = await aUser();
      const project = 2_000_000 + Math.floor(Math.random() * 1_000_000);
      const res = await t.api.post('/api/team_members').set(bearer(admin)).send({ project_id: project, user_id: user });
      expect(res.status).toBe(201);
      const id = res.body.record.id as number;
      const created = await bus.next((e) => e.type === 'work.team_member.created' && e.data.id === id);
      expect(created.data).toEqual({ id, project_id: project, user_id: user, version: 1 });
      await t.api.delete(`/api/team_members/${id}`).set(bearer(admin)).expect(200);
      expect((await bus.next((e) => e.type === 'work.team_member.deleted' && e.data.id === id)).data).toEqual({ id, version: 2 });
      await t.api.post(`/api/team_members/${id}/restore`).set(bearer(admin)).expect(200);
      const restored = await bus.next((e) => e.type === 'work.team_member.restored' && e.data.id === id);
      expect(restored.data).toEqual({ id, project_id: project, user_id: user, version: 3 });
    } finally {
      await bus.close();
    }
  });

  it('content.announcement.created carries who it is for (each once) and from when, .deleted its id', async () => {
    const bus = await events('content.announcement.*');
    try {
      const user = await aUser();
      const title = unique('Notice ');
      const res = await t.api.post('/api/announcements').set(bearer(admin)).send({ title, audience: 'users', user_ids: [user, user], start_date: day(1) });
      expect(res.status).toBe(201);
      const id = res.body.record.id as number;
      const created = await bus.next((e) => e.type === 'content.announcement.created' && e.data.id === id);
      expect(created.data).toEqual({ id, title, audience: 'users', user_ids: [user], start_date: day(1), version: 1 });
      await t.api.delete(`/api/announcements/${id}`).set(bearer(admin)).expect(200);
      expect((await bus.next((e) => e.type === 'content.announcement.deleted' && e.data.id === id)).data).toEqual({ id, version: 2 });
    } finally {
      await bus.close();
    }
  });
});
