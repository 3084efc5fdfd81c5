import { defineConfig, serviceVariables } from '@bms/platform';

export const filesConfig = defineConfig('files', {
  ...serviceVariables,
});

export type FilesConfig = ReturnType<typeof filesConfig.load>;
