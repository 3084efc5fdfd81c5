import type { work } from '@bms/protos';
import type { modulesOf } from '@bms/contracts';
import type { AsyncHandlers, ModuleHandlersOf } from '@bms/platform';

/** work's handler map: every one of its modules is declared with defineModule (`modules`). */
export function workHandlers(modules: ModuleHandlersOf<ReturnType<typeof modulesOf<'work'>>>): AsyncHandlers<work.WorkHandlers> {
  return { ...modules };
}
