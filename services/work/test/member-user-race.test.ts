import { type AuthedContext, Caller, Counters, newEvent, UserDirectory as AskIdentity, standardModule } from '@bms/platform';
import { modulesOf } from '@bms/contracts';
import { eventsFixture, freshNamespace } from '../../../packages/platform/test/events-fixture';
import { projectMemberModule } from '../src/project-members/project-member.rules';
import { UserDirectory } from '../src/users/user.directory';
import { userSubscription } from '../src/users/user.events';
import { userProjection } from '../src/users/user.view';

/**
 * A user's deletion takes them off every project team (work's own rule,
 * run from identity.user.deleted). A membership written just after its
 * user was checked, while that deletion was handled in between (its
 * cascade then found no such membership), goes at once too. On the test
 * stack's database, with a NATS of the file's own.
 */
describe('a membership and its user deleted at the same moment', () => {
  const fx = eventsFixture();
  const opened: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of opened.splice(0)) await close();
  });

  it('leaves the user on no project team, whichever comes first', async () => {
    const { relay, bus } = fx.setup(freshNamespace('mrace'));
    opened.push(async () => {
      await relay.stop();
      await bus.close();
    });
    const projection = userProjection(fx.conn);
    const userId = 900_000 + Math.floor(Math.random() * 100_000);
    const user = { id: userId, first_name: 'Ana', last_name: 'Ray', email: 'ana@example.com', user_type: 'staff', status: 'active', role_id: 2 };
    /** work's directory; the user's deletion is handled the moment after the user was checked. */
    class DeletedJustAfterTheCheck extends UserDirectory {
      override async require(field: string, ids: readonly number[], ctx: AuthedContext): Promise<void> {
        await super.require(field, ids, ctx);
        await sub.handle(newEvent('identity.user.deleted', { id: userId, version: 2 }, 9));
      }
    }
    // The user is known from their event: identity is not asked.
    const users = new DeletedJustAfterTheCheck(projection, new AskIdentity(undefined as never));
    const def = modulesOf('work').find((d) => d.name === 'ProjectMember')!;
    const members = standardModule(def, { conn: fx.conn, counters: new Counters(fx.conn), relay }, projectMemberModule(users));
    const sub = userSubscription(projection, async (id, actor) => {
      for (let n = 1; n > 0; ) n = await members.resource.deleteWhere({ user_id: id }, actor, { limit: 200 });
    });
    await sub.handle(newEvent('identity.user.created', { ...user, version: 1 }, 1));
    const ctx: AuthedContext = { caller: new Caller(1, 'staff', true, 0, {}, 'jti', 'session'), token: undefined, requestId: 'test', metadata: {} as AuthedContext['metadata'] };

    const project = 3_000_000 + Math.floor(Math.random() * 1_000_000);
    const made = (await members.resource.create({ input: { project_id: project, user_id: userId } }, ctx)) as { record: { id: number } };
    expect(await members.resource.store.findById(made.record.id)).toBeNull();
    expect(await members.resource.store.find({ user_id: userId })).toEqual([]);
  });
});
