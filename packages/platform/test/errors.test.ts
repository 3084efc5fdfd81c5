import * as grpc from '@grpc/grpc-js';
import mongoose from 'mongoose';
import {
  AppError,
  Contended,
  type ErrorKind,
  fromGrpcError,
  grpcCodeOf,
  httpHeadersOf,
  httpStatusOf,
  isTransient,
  PoisonEvent,
  toGrpcError,
  ValidationError,
} from '@bms/platform';

const KINDS: ErrorKind[] = [
  'validation',
  'not_found',
  'permission_denied',
  'unauthenticated',
  'conflict',
  'rate_limited',
  'too_large',
  'unavailable',
  'timeout',
  'internal',
];

describe('errors, mapped once to gRPC and once to HTTP', () => {
  it.each(KINDS)('carries %s across gRPC and out as its HTTP status', (kind) => {
    const { error } = toGrpcError(new AppError(kind, 'because'));
    expect(error.code).toBe(grpcCodeOf(kind));
    const back = fromGrpcError(error);
    expect(back.kind).toBe(kind);
  });

  it('maps kinds to their HTTP statuses: 422, 404, 403, 401, 409, 429, 413, 503, 504, 500', () => {
    expect(KINDS.map((k) => httpStatusOf(k))).toEqual([422, 404, 403, 401, 409, 429, 413, 503, 504, 500]);
  });

  it('carries a write that lost its races as a conflict with its retry time, and takes none from an error not ours', () => {
    const back = fromGrpcError(toGrpcError(new Contended('Changed meanwhile; try again.')).error);
    expect(back).toMatchObject({ kind: 'conflict', message: 'Changed meanwhile; try again.', retryAfterSeconds: 1 });
    expect(httpStatusOf(back.kind)).toBe(409);
    expect(httpHeadersOf(back)).toEqual({ 'Retry-After': '1' });
    const taken = fromGrpcError(toGrpcError(new AppError('conflict', 'Taken.')).error);
    expect(taken.retryAfterSeconds).toBeUndefined();
    expect(httpHeadersOf(taken)).toEqual({});
    const metadata = new grpc.Metadata();
    metadata.set('bms-retry-after', '5');
    expect(fromGrpcError({ code: grpc.status.ALREADY_EXISTS, details: 'x', metadata }).retryAfterSeconds).toBeUndefined();
  });

  it('keeps field messages of a validation error', () => {
    const { error } = toGrpcError(new ValidationError({ email: ['Must be a valid email address.'] }));
    expect(fromGrpcError(error).fields).toEqual({ email: ['Must be a valid email address.'] });
  });

  it('bounds the field messages it carries, so that they fit in a trailer', () => {
    const fields = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`answers.${i}`, ['Not a field of this form.']]));
    const { error } = toGrpcError(new ValidationError(fields));
    const raw = error.metadata.get('bms-field-errors')[0] as string;
    expect(raw.length).toBeLessThanOrEqual(6_000);
    const back = fromGrpcError(error).fields!;
    expect(back['answers.0']).toEqual(['Not a field of this form.']);
    const kept = Object.keys(back).length - 1;
    expect(back._more).toEqual([`${2000 - kept} more fields have errors.`]);
  });

  it('turns a Mongo duplicate key into a conflict, and anything unknown into a bare internal error', () => {
    expect(toGrpcError({ code: 11000, message: 'E11000 dup' }).error.code).toBe(grpc.status.ALREADY_EXISTS);
    const { error } = toGrpcError(new Error('secret detail at /srv/app.js:12'));
    expect(error.code).toBe(grpc.status.INTERNAL);
    expect(fromGrpcError(error).message).toBe('Internal error.');
  });

  it('does not pass on the text of transport failures', () => {
    const transport = Object.assign(new Error('x'), {
      code: grpc.status.UNAVAILABLE,
      details: 'connect ECONNREFUSED 10.0.0.3:50051',
      metadata: new grpc.Metadata(),
    });
    expect(fromGrpcError(transport).message).not.toContain('ECONNREFUSED');
  });

  it("says for the caller's logs whether the service answered the error or the call got no answer", () => {
    const dropped = Object.assign(new Error('x'), { code: grpc.status.UNAVAILABLE, details: 'Connection dropped', metadata: new grpc.Metadata() });
    expect(fromGrpcError(dropped).upstream).toEqual({ from: 'transport', grpc_status: 'UNAVAILABLE', details: 'Connection dropped' });
    const answered = fromGrpcError(toGrpcError(new AppError('unavailable', 'The database is unreachable.')).error);
    expect(answered.kind).toBe('unavailable');
    expect(answered.upstream).toEqual({ from: 'service', grpc_status: 'UNAVAILABLE', details: 'The database is unreachable.' });
  });

  it('tells an outage (retry it) from a failure of the work itself (do not)', () => {
    const outages = [
      new mongoose.mongo.MongoNetworkError('connection 3 to 127.0.0.1:27017 closed'),
      new mongoose.mongo.MongoNetworkTimeoutError('timed out'),
      new mongoose.mongo.MongoNotConnectedError('not connected'),
      Object.assign(new mongoose.mongo.MongoServerError({ message: 'not primary' }), { code: 10107 }),
      new mongoose.Error('Operation `clients.updateOne()` buffering timed out after 10000ms'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4222'), { code: 'ECONNREFUSED' }),
      new AppError('unavailable', 'Service temporarily unavailable.'),
      new AppError('timeout', 'The request took too long.'),
    ];
    expect(outages.map((e) => isTransient(e))).toEqual(outages.map(() => true));
    const failures = [
      new Error('cannot apply'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new PoisonEvent('no id'),
      Object.assign(new mongoose.mongo.MongoServerError({ message: 'E11000 duplicate key' }), { code: 11000 }),
      new ValidationError({ id: ['Required.'] }),
      undefined,
      'a string',
    ];
    expect(failures.map((e) => isTransient(e))).toEqual(failures.map(() => false));
    expect(toGrpcError(new mongoose.mongo.MongoNetworkTimeoutError('timed out')).error.code).toBe(grpc.status.UNAVAILABLE);
  });
});
