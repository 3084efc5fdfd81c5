import { modulesOf } from '@bms/contracts';
import { createClient, createServiceRuntime, moduleHandlers, type ModuleOptions, runProcess, standardModule, UserDirectory as AskIdentity } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { type WorkConfig, workConfig } from './config';
import { projectMemberModule } from './project-members/project-member.rules';
import { workHandlers } from './server';
import { taskModule, unassignUser } from './tasks/task.rules';
import { UserDirectory } from './users/user.directory';
import { userSubscription } from './users/user.events';
import { userProjection } from './users/user.view';

/** The work process: composition root; returns {start, stop}. */
export async function createWork(config: WorkConfig) {
  const rt = await createServiceRuntime('work', 'bms.work.v1.Work', config);
  const identity = createClient(serviceOf('identity'), config.IDENTITY_GRPC_URL);
  const userViews = userProjection(rt.conn);
  const users = new UserDirectory(userViews, new AskIdentity(identity));
  // The modules declared with defineModule (@bms/contracts modules.ts), with their own rules beside them.
  const own: Record<string, ModuleOptions> = { Task: taskModule(users), ProjectMember: projectMemberModule(users) };
  const defs = modulesOf('work');
  const modules = defs.map((def) => standardModule(def, rt, own[def.name]));
  const moduleOf = (name: string) => modules[defs.findIndex((d) => d.name === name)]!;
  rt.server.add({
    definition: serviceOf('work').service,
    handlers: workHandlers(moduleHandlers(modules)),
  });

  const subscriptions = [
    userSubscription(userViews, async (userId, actor) => {
      await unassignUser(moduleOf('Task'), userId, actor);
      // Off every project team, in batches until none is left.
      for (let n = 1; n > 0; ) n = await moduleOf('ProjectMember').resource.deleteWhere({ user_id: userId }, actor, { limit: 200 });
    }, config.IDENTITY_GRPC_URL),
  ];
  return {
    logger: rt.logger,
    start: () => rt.start(subscriptions),
    async stop() {
      await rt.stop();
      identity.close();
    },
  };
}

if (require.main === module) runProcess('work', () => createWork(workConfig.load(process.env)));
