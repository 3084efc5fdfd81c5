import { modulesOf } from '@bms/contracts';
import { createClient, createServiceRuntime, moduleHandlers, runProcess, standardModule } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { type WorkConfig, workConfig } from './config';
import { ProjectMemberService } from './project-members/project-member.service';
import { workHandlers } from './server';
import { TaskService } from './tasks/task.service';
import { UserDirectory } from './users/user.directory';
import { userSubscription } from './users/user.events';
import { userProjection } from './users/user.view';

/** The work process: composition root; returns {start, stop}. */
export async function createWork(config: WorkConfig) {
  const rt = await createServiceRuntime('work', 'bms.work.v1.Work', config);
  const identity = createClient(serviceOf('identity'), config.IDENTITY_GRPC_URL);
  const userViews = userProjection(rt.conn);
  const users = new UserDirectory(userViews, identity);
  const tasks = new TaskService(rt.conn, rt.counters, rt.relay, users);
  // The modules declared with defineModule (@bms/contracts modules.ts): checklist templates, project statuses.
  const modules = modulesOf('work').map((def) => standardModule(def, rt));
  const projectMembers = new ProjectMemberService(rt.conn, rt.counters, rt.relay, users);
  rt.server.add({
    definition: serviceOf('work').service,
    handlers: workHandlers({ tasks, projectMembers }, moduleHandlers(modules)),
  });

  const subscriptions = [
    userSubscription(userViews, async (userId, actor) => {
      await tasks.unassignUser(userId, actor);
      await projectMembers.removeUser(userId, actor);
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
