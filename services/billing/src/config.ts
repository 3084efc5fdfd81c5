import { defineConfig, env, serviceVariables } from '@bms/platform';

export const billingConfig = defineConfig('billing', {
  ...serviceVariables,
  CRM_GRPC_URL: env.string('127.0.0.1:50052', 'host:port of the crm service (asked about a client billing has not heard of yet)'),
  INVOICE_NUMBER_PREFIX: env.string('INV-', 'text before the sequential number of every invoice'),
  INVOICE_NUMBER_DIGITS: env.int(6, 'digits of the invoice number, zero-padded (INV-000001)'),
});

export type BillingConfig = ReturnType<typeof billingConfig.load>;
