import { defineConfig, serviceVariables } from '@bms/platform';

export const workConfig = defineConfig('work', {
  ...serviceVariables,
});

export type WorkConfig = ReturnType<typeof workConfig.load>;
