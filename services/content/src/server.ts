import type { content } from '@bms/protos';
import type { AsyncHandlers } from '@bms/platform';

export function contentHandlers(): AsyncHandlers<content.ContentHandlers> {
  return {
    Ping: async (_req, ctx) => ({ success: true, message: `content answers user ${ctx.caller.user_id}` }),
  };
}
