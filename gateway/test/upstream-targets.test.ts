import { UpstreamTargets } from '../src/proxy/targets';

// Which replica of the files HTTP server the next upload goes to.
describe('the replicas of an upstream', () => {
  it('are taken in turn, one that failed passed over for a second', () => {
    const t = new UpstreamTargets('http://a,http://b');
    expect([t.pick(0), t.pick(0), t.pick(0)]).toEqual(['http://a', 'http://b', 'http://a']);
    t.failed('http://b', 0);
    expect([t.pick(10), t.pick(10), t.pick(10)]).toEqual(['http://a', 'http://a', 'http://a']);
    expect([t.pick(1_001), t.pick(1_001)].sort()).toEqual(['http://a', 'http://b']);
  });

  it('when all failed lately (a rolling restart: one back a moment ago, the other going), goes to the one that failed longest ago', () => {
    const t = new UpstreamTargets('http://a,http://b');
    t.failed('http://a', 0);
    t.failed('http://b', 800);
    expect([t.pick(900), t.pick(900), t.pick(900)]).toEqual(['http://a', 'http://a', 'http://a']);
  });

  it('for a request sent again, only replicas it has not tried: none once it has tried them all', () => {
    const t = new UpstreamTargets('http://a,http://b');
    const tried = new Set([t.pick(0)!]);
    t.failed('http://a', 0);
    expect(t.pick(0, tried)).toBe('http://b');
    t.failed('http://b', 0);
    expect(t.pick(0, new Set(['http://a']))).toBe('http://b');
    expect(t.pick(0, new Set(['http://a', 'http://b']))).toBeUndefined();
  });
});
