import type { files } from '@bms/protos';
import type { AsyncHandlers } from '@bms/platform';

export function filesHandlers(): AsyncHandlers<files.FilesHandlers> {
  return {
    Ping: async (_req, ctx) => ({ success: true, message: `files answers user ${ctx.caller.user_id}` }),
  };
}
