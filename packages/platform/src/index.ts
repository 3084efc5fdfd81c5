export * from './async-bind';
export * from './closed-streams';
export * from './http2-sessions';
export * from './http2-streams';
export * from './http-drain';
export * from './once-closed';
export * from './runtime-fixes';
export * from './auth';
export * from './config';
export * from './canonical-json';
export * from './content-disposition';
export * from './crud';
export * from './deadline';
export * from './deletion';
export * from './errors';
export * from './error-status';
export * from './events';
export * from './iso-time';
export * from './log';
export * from './time-limit';
export * from './metrics';
export * from './main';
export * from './money';
export * from './mongo';
export * from './repository';
export * from './revocation';
export * from './runtime';
export * from './sync';
export * from './telemetry';
// Re-exported here, not by the modules that use them: a module of its own that both defines names and
// re-exports one is held by V8 as a dictionary (the re-export turns a member into a getter after the fact).
export { SpanKind, type Context } from '@opentelemetry/api';
export { isDatabaseUnavailable } from './database-errors';
export { type Changes, changesNothing, LIVE, type StoreOptions, type StoredFields, storedSchema } from './stored';
export * from './validate';
export * from './grpc/client';
export * from './grpc/server';
export * from './grpc/health';
export { channelOptions, serverOptions } from './grpc/options';
export * from './projection';
export * from './query-shapes';
export * from './module';
export * from './rebuild';
export * from './idempotency';
export * from './lease-queue';
export * from './lease-worker';
export * from './port-hold';
export * from './user-directory';

/*
 * What `require('@bms/platform')` returns: the names above as plain members
 * of one object made at once. TypeScript's `export *` defines each name as a
 * getter on `exports`, one by one, and with this many V8 keeps that object as
 * a dictionary: every `platform.name` a caller reads (a call to one of them
 * compiles to such a read) was a hash lookup through the generic inline
 * cache and a getter call (docs/node-versions.md, "Where the rest goes"). An
 * object made at once holds its members in fast properties
 * (test/unit/fast-exports.test.ts). Nothing here is reassigned after load
 * (no `export let`), so the copy reads as the getters did.
 */
module.exports = { __esModule: true, ...module.exports };
