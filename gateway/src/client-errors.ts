import { randomUUID } from 'node:crypto';
import { type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '@bms/platform';
import { API_RESPONSE_HEADERS } from './security-headers';

/**
 * What a request Node's HTTP parser refuses is answered with, by the error's
 * code (an unknown method, a malformed request line or header: 400).
 * Node's own answer to these has no body, where every other answer of ours
 * is the error body.
 */
const REFUSALS: Readonly<Record<string, { status: number; message: string }>> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: "The request body's chunk extensions are too large." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};
const MALFORMED = { status: 400, message: 'Malformed request.' };

/** The socket of a server's connection: the response Node is writing on it, if any. */
interface ConnectionSocket extends Duplex {
  _httpMessage?: { headersSent: boolean } | null;
}

/** The whole answer, its connection closed after it (the parser cannot go on reading it). */
function answer(status: number, message: string, requestId: string): string {
  const body = JSON.stringify({ success: false, message });
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'X-Request-Id': requestId,
    ...API_RESPONSE_HEADERS,
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`;
}

/**
 * Answers what the server's HTTP parser refuses (and a request that took
 * longer than the server's request or headers timeout) with the error
 * body, logged as another refused request is (its code, never the bytes
 * sent), then closes the connection. Only when nothing of a response is on
 * the connection yet, as Node checks for its own answer: a second head
 * would corrupt the one under way. A client already gone is let go.
 */
export function answerClientErrors(server: Server, logger: Logger): Server {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: ConnectionSocket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const { status, message } = REFUSALS[err.code ?? ''] ?? MALFORMED;
    const requestId = randomUUID();
    logger.info({ request_id: requestId, status, code: err.code }, 'request refused');
    if (!socket._httpMessage?.headersSent) socket.write(answer(status, message, requestId));
    socket.destroy();
  });
  return server;
}
