import { clientBudgetOf } from '../src/limits/client-address';

describe('the client a per-address limit counts', () => {
  it('is an IPv4 address itself, also written as IPv6 by a dual-stack socket', () => {
    expect(clientBudgetOf('192.0.2.7')).toBe('192.0.2.7');
    expect(clientBudgetOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientBudgetOf('::FFFF:192.0.2.7')).toBe('192.0.2.7');
  });

  it('is the /64 of an IPv6 address, however the address is written', () => {
    const same = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2:a:b:1.2.3.4', '2001:db8:1:2::5%eth0'];
    expect(new Set(same.map(clientBudgetOf))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientBudgetOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientBudgetOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientBudgetOf('::1')).toBe('0:0:0:0::/64');
    expect(clientBudgetOf('2001:db8:1:2:3::')).toBe('2001:db8:1:2::/64');
  });

  it('is empty for no address', () => {
    expect(clientBudgetOf(undefined)).toBe('');
  });
});
