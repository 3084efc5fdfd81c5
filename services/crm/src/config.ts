import { defineConfig, serviceVariables } from '@bms/platform';

export const crmConfig = defineConfig('crm', {
  ...serviceVariables,
});

export type CrmConfig = ReturnType<typeof crmConfig.load>;
