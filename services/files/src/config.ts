import { z } from 'zod';
import { defineConfig, env, httpServerVariables, serviceVariables } from '@bms/platform';

const ms = (min: number, def: number, description: string) => z.coerce.number().int().min(min).default(def).describe(description);

export const filesConfig = defineConfig('files', {
  ...serviceVariables,
  ...httpServerVariables,
  FILES_HTTP_PORT: env.port(0, 'port of the upload and download HTTP server, reached through the gateway, bound from the start (0 picks a free one and prints it)'),
  FILES_HTTP_HOST: env.string('127.0.0.1', 'address the upload and download HTTP server binds'),
  FILES_MAX_UPLOAD_BYTES: env.int(50 * 1024 * 1024, 'largest file accepted, counted while it streams (413 above)'),
  // At least a second: its process touches the uploads it writes every fifth of it.
  FILES_STALE_UPLOAD_MS: ms(1000, 5 * 60_000, 'an upload whose process has not been heard from this long (at least 1000) stopped under it (killed): its stored bytes are removed by the purge job'),
  // A chunk is one document (MongoDB holds at most 16 MiB); 0 is no size for one.
  FILES_CHUNK_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(8 * 1024 * 1024)
    .default(255 * 1024)
    .describe('size of the GridFS chunks a file is stored in (1 KiB to 8 MiB)'),
});

export type FilesConfig = ReturnType<typeof filesConfig.load>;
