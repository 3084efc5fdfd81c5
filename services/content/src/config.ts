import { defineConfig, serviceVariables } from '@bms/platform';

export const contentConfig = defineConfig('content', {
  ...serviceVariables,
});

export type ContentConfig = ReturnType<typeof contentConfig.load>;
