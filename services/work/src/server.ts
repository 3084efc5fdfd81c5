import type { work } from '@bms/protos';
import type { AsyncHandlers } from '@bms/platform';

export function workHandlers(): AsyncHandlers<work.WorkHandlers> {
  return {
    Ping: async (_req, ctx) => ({ success: true, message: `work answers user ${ctx.caller.user_id}` }),
  };
}
