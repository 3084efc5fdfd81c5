import { type AuthedContext, Caller, Counters, newEvent, UserDirectory as AskIdentity, standardModule } from '@bms/platform';
import { modulesOf } from '@bms/contracts';
import { eventsFixture, freshNamespace } from '../../../packages/platform/test/events-fixture';
import { taskModule, unassignUser } from '../src/tasks/task.rules';
import { UserDirectory } from '../src/users/user.directory';
import { userSubscription } from '../src/users/user.events';
import { userProjection } from '../src/users/user.view';

/**
 * A user's deletion takes them off every live task (work's own rule, run
 * from identity.user.deleted). A task written just after its assignees
 * were checked, while that deletion was handled in between (its cascade
 * then found no such task), is taken off at once too. On the test stack's
 * database, with a NATS of the file's own.
 */
describe('a task and its assignee deleted at the same moment', () => {
  const fx = eventsFixture();
  const opened: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of opened.splice(0)) await close();
  });

  it('leaves no task assigned to the user, whichever comes first', async () => {
    const { relay, bus } = fx.setup(freshNamespace('tace'));
    opened.push(async () => {
      await relay.stop();
      await bus.close();
    });
    const projection = userProjection(fx.conn);
    const userId = 900_000 + Math.floor(Math.random() * 100_000);
    const user = { id: userId, first_name: 'Sam', last_name: 'Lee', email: 'sam@example.com', user_type: 'staff', status: 'active', role_id: 2 };
    /** work's directory; the user's deletion is handled the moment after the assignees were checked. */
    class DeletedJustAfterTheCheck extends UserDirectory {
      override async problem(ids: readonly number[], ctx: AuthedContext): Promise<string | undefined> {
        const problem = await super.problem(ids, ctx);
        await sub.handle(newEvent('identity.user.deleted', { id: userId, version: 2 }, 9));
        return problem;
      }
    }
    // The user is known from their event: identity is not asked.
    const users = new DeletedJustAfterTheCheck(projection, new AskIdentity(undefined as never));
    const def = modulesOf('work').find((d) => d.name === 'Task')!;
    const tasks = standardModule(def, { conn: fx.conn, counters: new Counters(fx.conn), relay }, taskModule(users));
    const sub = userSubscription(projection, (id, actor) => unassignUser(tasks, id, actor).then(() => undefined));
    await sub.handle(newEvent('identity.user.created', { ...user, version: 1 }, 1));
    const ctx: AuthedContext = { caller: new Caller(1, 'staff', true, 0, {}, 'jti', 'session'), token: undefined, requestId: 'test', metadata: {} as AuthedContext['metadata'] };

    const made = (await tasks.resource.create({ input: { title: 'Raced', assigned_to: [userId] } }, ctx)) as { record: { id: number; assigned_to: number[] } };
    expect(made.record.assigned_to).toEqual([]);
    expect((await tasks.resource.store.findById(made.record.id))?.assigned_to).toEqual([]);
  });
});
