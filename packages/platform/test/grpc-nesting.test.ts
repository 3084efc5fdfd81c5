import * as grpc from '@grpc/grpc-js';
import { channelOptions } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { type TestGateway, withAdminGateway } from '../../../test/support/harness';

/** The largest message a service takes. */
const MAX_MESSAGE_BYTES = channelOptions['grpc.max_receive_message_length'];

/** The varint encoding of n. */
function varint(n: number): number[] {
  const out: number[] = [];
  for (; n > 0x7f; n = Math.floor(n / 128)) out.push((n % 128) | 0x80);
  out.push(n);
  return out;
}

/**
 * A google.protobuf.Struct nested `levels` deep ({"a": {"a": …}}), as
 * protobuf bytes: Struct{fields: {key "a", value: Value{struct_value: Struct}}}.
 * Written outside in, into one buffer (sizes computed inside out first).
 */
function nestedStruct(levels: number): Buffer {
  const structSize = new Array<number>(levels + 1);
  const valueSize = new Array<number>(levels + 1);
  const entrySize = new Array<number>(levels + 1);
  structSize[0] = 0;
  for (let k = 1; k <= levels; k++) {
    valueSize[k] = 1 + varint(structSize[k - 1]!).length + structSize[k - 1]!;
    entrySize[k] = 3 + 1 + varint(valueSize[k]!).length + valueSize[k]!;
    structSize[k] = 1 + varint(entrySize[k]!).length + entrySize[k]!;
  }
  const out = Buffer.alloc(structSize[levels]!);
  let at = 0;
  const put = (...bytes: number[]) => {
    for (const b of bytes) out[at++] = b;
  };
  const putVarint = (n: number) => {
    for (; n > 0x7f; n = Math.floor(n / 128)) out[at++] = (n % 128) | 0x80;
    out[at++] = n;
  };
  for (let k = levels; k >= 1; k--) {
    put(0x0a); // Struct.fields (a map entry)
    putVarint(entrySize[k]!);
    put(0x0a, 0x01, 0x61); // key "a"
    put(0x12); // value
    putVarint(valueSize[k]!);
    put(0x2a); // Value.struct_value
    putVarint(structSize[k - 1]!);
  }
  return out;
}

/** A length-delimited field of a message. */
const field = (n: number, bytes: Buffer) => Buffer.concat([Buffer.from([(n << 3) | 2, ...varint(bytes.length)]), bytes]);

/** `levels` groups one inside the other in field 15 (wire types 3 and 4): what protobufjs skips recursively. */
const nestedGroups = (levels: number) => Buffer.concat([Buffer.alloc(levels, (15 << 3) | 3), Buffer.alloc(levels, (15 << 3) | 4)]);

/**
 * Zero trust: a service takes any bytes a caller sends it, not only what
 * the gateway checked. Nesting it cannot decode, or values nested in
 * place of its fields, are refused as the caller's error (INVALID_ARGUMENT,
 * or RESOURCE_EXHAUSTED past the size limit), never INTERNAL, and the
 * service answers as usual right after.
 */
describe('a service called directly with deeply nested messages', () => {
  let t: TestGateway;
  let admin: string;
  withAdminGateway((g, token) => {
    t = g;
    admin = token;
  });

  const trackEvent = serviceOf('content').service.TrackEvent!;
  const call = (bytes: Buffer) => {
    const client = new grpc.Client(t.stack.grpc.content!, grpc.credentials.createInsecure(), { 'grpc.max_send_message_length': 64 * 1024 * 1024 });
    const md = new grpc.Metadata();
    md.set('authorization', `Bearer ${admin}`);
    return new Promise<{ code: grpc.status; details?: string; reply?: Buffer }>((resolve) =>
      client.makeUnaryRequest(trackEvent.path, (b: Buffer) => b, (b: Buffer) => b, bytes, md, { deadline: Date.now() + 30_000 }, (err, reply) => {
        client.close();
        resolve(err ? { code: err.code, details: err.details } : { code: grpc.status.OK, reply });
      }),
    );
  };
  const usual = () => field(1, field(1, Buffer.from('nesting_probe')));

  it.each([
    ['a Struct nested 100,000 levels in place of the input', 'INVALID_ARGUMENT', () => field(1, nestedStruct(100_000))],
    ['a Struct nested 100,000 levels as a metadata value', 'INVALID_ARGUMENT', () => field(1, Buffer.concat([field(1, Buffer.from('x')), field(4, Buffer.concat([field(1, Buffer.from('k')), field(2, nestedStruct(100_000))]))]))],
    // Past the size limit (17 MB): refused before it is read.
    ['a Struct nested 1,000,000 levels in place of the input', 'RESOURCE_EXHAUSTED', () => field(1, nestedStruct(1_000_000))],
    // A field the message does not name is skipped whole, never walked (proto3's unknown fields).
    ['a Struct nested 500,000 levels in a field the message does not have, beside a valid input', 'OK', () => Buffer.concat([usual(), field(15, nestedStruct(500_000))])],
    ['groups nested 1,000,000 levels in a field the message does not have', 'INVALID_ARGUMENT', () => Buffer.concat([usual(), nestedGroups(1_000_000)])],
    ['groups nested 1,000,000 levels inside the input', 'INVALID_ARGUMENT', () => field(1, Buffer.concat([field(1, Buffer.from('x')), nestedGroups(1_000_000)]))],
  ])('%s: answered %s, and the next call is served', async (_why, expected, make) => {
    const bytes = make();
    if (expected === 'RESOURCE_EXHAUSTED') expect(bytes.length).toBeGreaterThan(MAX_MESSAGE_BYTES);
    const refused = await call(bytes);
    expect({ code: grpc.status[refused.code], details: refused.details }).toEqual({ code: expected, details: expected === 'OK' ? undefined : expect.any(String) });
    const next = await call(usual());
    expect(grpc.status[next.code]).toBe('OK');
    expect(next.reply!.toString('latin1')).toContain('nesting_probe');
  }, 60_000);
});
