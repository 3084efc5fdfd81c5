import { defineConfig, env, serviceVariables } from '@bms/platform';

export const billingConfig = defineConfig('billing', {
  ...serviceVariables,
  INVOICE_NUMBER_PREFIX: env.string('INV-', 'text before the sequential number of every invoice'),
  INVOICE_NUMBER_DIGITS: env.int(6, 'digits of the invoice number, zero-padded (INV-000001)'),
});

export type BillingConfig = ReturnType<typeof billingConfig.load>;
