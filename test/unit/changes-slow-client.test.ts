import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { TokenClaims } from '@bms/platform';
import { ChangeStream } from '@bms/gateway/changes/stream';
import { changeOf } from '@bms/gateway/changes/visibility';

/**
 * A change stream whose client reads slowly: a real Writable that takes
 * nothing until released stands for the connection. The stream's buffer
 * stays bounded, and once the client catches up it gets one reset from the
 * first change it missed, then live changes again.
 */
const claims: TokenClaims = { sub: '1', jti: 'j', iat: 0, exp: 2 ** 31, typ: 'session', ut: 'staff', adm: true, rid: 1, perm: {}, ims: 0 };

function slowConnection() {
  const written: string[] = [];
  const held: Array<() => void> = [];
  const w = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _enc, done) {
      written.push(chunk.toString());
      held.push(done);
    },
  });
  const release = async () => {
    while (held.length) {
      held.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { res: w as unknown as ServerResponse, written, release };
}

const change = (seq: number) =>
  changeOf(seq, { type: 'crm.client.updated', occurred_at: new Date(Date.UTC(2026, 10, 25, 10, 0, seq)).toISOString(), data: { id: seq }, changes: { city: {} } })!;

describe('a slow client of the change stream', () => {
  it('keeps at most its buffer, drops what does not fit, then sends one reset from the first change it missed', async () => {
    const conn = slowConnection();
    const s = new ChangeStream(conn.res, claims, 't', { userId: '1', id: 'x' }, { maxBuffered: 2048, maxPending: 10 }, () => '2026-11-25');
    s.live([], 0);
    for (let seq = 1; seq <= 200; seq++) s.offer(change(seq));
    // The first write is with the Writable; the rest wait in its buffer, bounded by maxBuffered (plus one event).
    expect(conn.res.writableLength).toBeLessThan(2048 + 400);
    const sentBefore = conn.res.writableLength;
    await conn.release();
    const text = conn.written.join('');
    const ids = [...text.matchAll(/^id: (\d+)\nevent: change/gm)].map((m) => Number(m[1]));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(200);
    expect(sentBefore).toBeGreaterThan(0);
    const reset = /id: (\d+)\nevent: reset\ndata: (.*)\n\n/.exec(text);
    expect(reset).not.toBeNull();
    const body = JSON.parse(reset![2]!);
    expect(body.reason).toBe('behind');
    // `since` is the time of the first change dropped: the one after the last sent.
    expect(body.since).toBe(change(ids[ids.length - 1]! + 1).updated_at);
    expect(Number(reset![1])).toBe(200);
    // Caught up: live changes again.
    s.offer(change(201));
    await conn.release();
    expect(conn.written.join('')).toContain('id: 201\nevent: change');
  });

  it('while its resume is read, live changes wait in order and none is sent twice', async () => {
    const conn = slowConnection();
    const s = new ChangeStream(conn.res, claims, 't', { userId: '1', id: 'x' }, { maxBuffered: 1 << 20, maxPending: 10 }, () => '2026-11-25');
    s.offer(change(4));
    s.offer(change(5));
    expect(conn.written).toEqual([]);
    s.live([change(2), change(3), change(4)], 4);
    await conn.release();
    const ids = [...conn.written.join('').matchAll(/^id: (\d+)\nevent: change/gm)].map((m) => Number(m[1]));
    expect(ids).toEqual([2, 3, 4, 5]);
  });
});
