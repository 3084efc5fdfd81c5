import { defineConfig, serviceVariables } from '@bms/platform';

export const billingConfig = defineConfig('billing', {
  ...serviceVariables,
});

export type BillingConfig = ReturnType<typeof billingConfig.load>;
