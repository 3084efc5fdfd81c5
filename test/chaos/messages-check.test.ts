// The chaos run's check of emails and text messages (scripts/chaos/messages.js):
// what the ledger acknowledged against the courier's records and what arrived.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compareMessages } = require('../../scripts/chaos/messages.js') as {
  compareMessages(
    phase: Phase,
    recs: Rec[],
    got: Map<string, Array<{ channel: string; code?: string }>>,
    members: Member[],
    sees: (channel: string) => boolean,
  ): { expected: number; arrived: number; lost: string[]; doubled: string[] };
};

interface Phase {
  messages: Array<{ channel: string; to: string; at: number; answeredAt: number; ambiguous: number }>;
  crashes: Array<{ name: string; at: number }>;
}
interface Rec {
  _id: number;
  key: string;
  channel: string;
  user_id: number;
  status: string;
  attempts: number;
  last_error?: string | null;
}
interface Member {
  id: number;
  email: string;
  phone: string;
}

const members: Member[] = [{ id: 7, email: 'a@example.com', phone: '+15550000007' }];
const asked = (channel: string, at: number, ambiguous = 0) => ({ channel, to: channel === 'email' ? members[0]!.email : members[0]!.phone, at, answeredAt: at + 10, ambiguous });
const rec = (id: number, channel: string, status = 'sent'): Rec => ({ _id: id, key: `k${id}`, channel, user_id: 7, status, attempts: 1 });
const arrivedOnce = (...recs: Rec[]) => new Map(recs.map((r, i) => [r.key, [{ channel: r.channel, code: `${r.channel === 'sms' ? '' : 'c'}${100000 + i}` }]]));
const compare = (phase: Partial<Phase>, recs: Rec[], got: ReturnType<typeof arrivedOnce>) =>
  compareMessages({ messages: [], crashes: [], ...phase }, recs, got, members, () => true);

describe('the chaos check of emails and text messages', () => {
  it('each asked message queued, sent and arrived once: nothing lost, nothing doubled', () => {
    const recs = [rec(1, 'email'), rec(2, 'sms'), rec(3, 'sms')];
    const r = compare({ messages: [asked('email', 0), asked('sms', 0), asked('sms', 5)] }, recs, arrivedOnce(...recs));
    expect(r).toEqual({ expected: 3, arrived: 3, lost: [], doubled: [] });
  });

  it('an acknowledged request without its message is lost; one that never arrived, or is left failing, too', () => {
    const recs = [rec(1, 'email'), rec(2, 'sms', 'failed')];
    const r = compare({ messages: [asked('email', 0), asked('email', 1), asked('sms', 2)] }, recs, arrivedOnce(recs[0]!));
    expect(r.lost).toHaveLength(2);
    expect(r.lost.join()).toMatch(/2 asked, 1 queued/);
    expect(r.lost.join()).toMatch(/failed after 1 attempts/);
    const never = compare({ messages: [asked('sms', 0)] }, [rec(4, 'sms')], new Map());
    expect(never.lost).toEqual(['sms +15550000007: message 4 sent, never arrived']);
  });

  it('a message arrived twice (same id), the same code in two messages, or more messages than requests could make: doubled', () => {
    const recs = [rec(1, 'email'), rec(2, 'email')];
    const twice = new Map([['k1', [{ channel: 'email', code: 'x' }, { channel: 'email', code: 'x' }]], ['k2', [{ channel: 'email', code: 'x' }]]]);
    const r = compare({ messages: [asked('email', 0), asked('email', 1)] }, recs, twice);
    expect(r.doubled.join()).toMatch(/message 1 arrived 2 times/);
    expect(r.doubled.join()).toMatch(/code x… in 2 messages/);
    const extra = compare({ messages: [asked('sms', 0)] }, [rec(1, 'sms'), rec(2, 'sms')], arrivedOnce(rec(1, 'sms'), rec(2, 'sms')));
    expect(extra.doubled).toEqual(['sms +15550000007: 1 asked (0 more may have been), 2 queued']);
    // A request retried after no answer may have made one more: not doubled.
    const retried = compare({ messages: [asked('sms', 0, 1)] }, [rec(1, 'sms'), rec(2, 'sms')], arrivedOnce(rec(1, 'sms'), rec(2, 'sms')));
    expect(retried.doubled).toEqual([]);
  });

  it('a message asked just before its identity replica was killed must arrive all the same (recorded before the answer): lost otherwise', () => {
    const crashes = [{ name: 'identity-1', at: 1_500 }];
    const never = compare({ messages: [asked('email', 1_000)], crashes }, [], new Map());
    expect(never.lost).toEqual(['email a@example.com: 1 asked, 0 queued']);
    const queuedNotSent = compare({ messages: [asked('sms', 1_000)], crashes }, [rec(1, 'sms', 'queued')], new Map());
    expect(queuedNotSent.lost).toEqual(['sms +15550000007: message 1 queued after 1 attempts']);
    const came = compare({ messages: [asked('email', 1_000)], crashes }, [rec(1, 'email')], arrivedOnce(rec(1, 'email')));
    expect(came).toEqual({ expected: 1, arrived: 1, lost: [], doubled: [] });
  });
});
