import { defineConfig, env, httpServerVariables, serviceVariables } from '@bms/platform';

export const filesConfig = defineConfig('files', {
  ...serviceVariables,
  ...httpServerVariables,
  FILES_HTTP_PORT: env.port(0, 'port of the upload and download HTTP server, reached through the gateway, bound from the start (0 picks a free one and prints it)'),
  FILES_HTTP_HOST: env.string('127.0.0.1', 'address the upload and download HTTP server binds'),
  FILES_MAX_UPLOAD_BYTES: env.int(50 * 1024 * 1024, 'largest file accepted, counted while it streams (413 above)'),
  FILES_STALE_UPLOAD_MS: env.int(5 * 60_000, 'an upload whose process has not been heard from this long stopped under it (killed): its stored bytes are removed by the purge job'),
  FILES_CHUNK_BYTES: env.int(255 * 1024, 'size of the GridFS chunks a file is stored in'),
});

export type FilesConfig = ReturnType<typeof filesConfig.load>;
