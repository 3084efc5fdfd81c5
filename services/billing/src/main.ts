import { createServiceRuntime, runProcess } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { type BillingConfig, billingConfig } from './config';
import { billingHandlers } from './server';

/** The billing process: composition root; returns {start, stop}. */
export async function createBilling(config: BillingConfig) {
  const rt = await createServiceRuntime('billing', 'bms.billing.v1.Billing', config);
  rt.server.add({ definition: serviceOf('billing').service, handlers: billingHandlers() });
  return { logger: rt.logger, start: () => rt.start(), stop: () => rt.stop() };
}

if (require.main === module) runProcess('billing', () => createBilling(billingConfig.load(process.env)));
