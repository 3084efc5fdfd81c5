import type { work } from '@bms/protos';
import type { modulesOf } from '@bms/contracts';
import type { AsyncHandlers, ModuleHandlersOf } from '@bms/platform';
import type { TaskService } from './tasks/task.service';

/** work's handler map: its hand-written modules, and those declared with defineModule (`modules`). */
export function workHandlers(
  s: {
    tasks: TaskService;
  },
  modules: ModuleHandlersOf<ReturnType<typeof modulesOf<'work'>>>,
): AsyncHandlers<work.WorkHandlers> {
  return {
    ...modules,
    ...s.tasks.resource.handlers('Task', 'Tasks'),
  };
}
