import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

export type Logger = pino.Logger;

/** What every log line of a request carries, from gateway to consumer. */
export interface RequestContext {
  request_id: string;
  user_id?: number;
  rpc?: string;
  route?: string;
}

const context = new AsyncLocalStorage<RequestContext>();

export function withRequestContext<T>(ctx: RequestContext, fn: () => T): T {
  return context.run(ctx, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return context.getStore();
}

export function createLogger(service: string, level: string = 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => context.getStore() ?? {},
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'otp', '*.otp', 'code', '*.code', 'authorization', '*.authorization'],
      censor: '[redacted]',
    },
  });
}
