import type * as http from 'node:http';
import { closeGracefully, createServiceRuntime, createTokenVerifier, holdPort, runProcess, trackRequests } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { type FilesConfig, filesConfig } from './config';
import { BlobStore } from './files/blob-store';
import { FileService } from './files/file.service';
import { FolderService } from './folders/folder.service';
import { filesHandlers } from './server';
import { createTransferServer } from './transfer/http-server';
import { Uploads } from './transfer/upload';

/** The files process: composition root; returns {start, stop}. */
export async function createFiles(config: FilesConfig) {
  // Held before the runtime connects out, as it holds its gRPC port (port-hold.ts).
  const httpPort = await holdPort(config.FILES_HTTP_HOST, config.FILES_HTTP_PORT);
  const rt = await createServiceRuntime('files', 'bms.files.v1.Files', config).catch((err: unknown) => {
    httpPort.release();
    throw err;
  });
  const blobs = new BlobStore(rt.conn.db!, config.FILES_CHUNK_BYTES, config.FILES_STALE_UPLOAD_MS);
  const files = new FileService(rt.conn, rt.counters, rt.relay, blobs, config.FILES_MAX_UPLOAD_BYTES, rt.logger);
  const folders = new FolderService(rt.conn, rt.counters, rt.relay, files);
  rt.server.add({ definition: serviceOf('files').service, handlers: filesHandlers({ folders, files }) });
  const transfer = createTransferServer({
    files,
    uploads: new Uploads(files, folders),
    verifyToken: createTokenVerifier(config.JWT_PUBLIC_KEY),
    checkRevoked: rt.checkRevoked,
    logger: rt.logger,
    requestTimeoutMs: config.HTTP_REQUEST_TIMEOUT_MS,
  });
  const requests = trackRequests(transfer);

  return {
    logger: rt.logger,
    async start() {
      httpPort.release();
      const port = await listen(transfer, config.FILES_HTTP_PORT, config.FILES_HTTP_HOST);
      rt.logger.info({ http_port: port }, 'http listening');
      return rt.start();
    },
    async stop() {
      httpPort.release();
      // Stop taking uploads and downloads, answer those already sent (each response closing
      // its connection), then the rest. The gateway sends what this replica no longer takes
      // to another, as no byte of it was read here.
      requests.drain();
      await closeGracefully(transfer, requests.inFlight, config.SHUTDOWN_TIMEOUT_MS);
      await rt.stop();
    },
  };
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const addr = server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : port);
    });
  });
}

if (require.main === module) runProcess('files', () => createFiles(filesConfig.load(process.env)));
