import type { billing } from '@bms/protos';
import type { AsyncHandlers } from '@bms/platform';

export function billingHandlers(): AsyncHandlers<billing.BillingHandlers> {
  return {
    Ping: async (_req, ctx) => ({ success: true, message: `billing answers user ${ctx.caller.user_id}` }),
  };
}
