import type * as Http2 from 'node:http2';

// The module object itself (an `import * as` copy would not see the wrappers).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const http2 = require('node:http2') as typeof Http2;

/** What the runtime fixes do to each HTTP/2 session as it is made (the server's, before a byte of it is read). */
export type SessionHook = (session: Http2.ClientHttp2Session | Http2.ServerHttp2Session) => void;

const HOOKS = Symbol.for('bms.http2SessionHooks');
const NODE_CONNECT = Symbol.for('bms.http2NodeConnect');

type Module = typeof Http2 & { [HOOKS]?: SessionHook[]; [NODE_CONNECT]?: typeof Http2.connect };

/**
 * Calls `hook` for every HTTP/2 session made from here on, client
 * (`http2.connect`, as grpc-js connects) and server (`createServer`,
 * `createSecureServer`, as grpc-js serves). Node's own functions are wrapped
 * once, whatever the number of hooks; a hook added twice runs once.
 */
export function onNewHttp2Session(hook: SessionHook): void {
  const mod = http2 as Module;
  if (mod[HOOKS]) {
    if (!mod[HOOKS].includes(hook)) mod[HOOKS].push(hook);
    return;
  }
  const hooks: SessionHook[] = [hook];
  Object.defineProperty(mod, HOOKS, { value: hooks });
  const run = (session: Http2.ClientHttp2Session | Http2.ServerHttp2Session) => {
    for (const h of hooks) h(session);
  };
  const connect = mod.connect;
  Object.defineProperty(mod, NODE_CONNECT, { value: connect });
  mod.connect = function (this: unknown, ...args: Parameters<typeof connect>) {
    const session = connect.apply(this, args);
    run(session);
    return session;
  } as typeof connect;
  for (const name of ['createServer', 'createSecureServer'] as const) {
    const create = mod[name] as (...args: unknown[]) => Http2.Http2Server;
    (mod as unknown as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      const server = create.apply(this, args);
      // Before grpc-js's own listener, and before the session reads a byte.
      server.prependListener('session', run);
      return server;
    };
  }
}

/** Node's own `http2.connect`, without the hooks: for a probe of Node's behaviour that they must not change. */
export function nodeHttp2Connect(): typeof Http2.connect {
  const mod = http2 as Module;
  return mod[NODE_CONNECT] ?? mod.connect;
}
