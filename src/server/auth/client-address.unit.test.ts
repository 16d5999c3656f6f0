import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey', () => {
  it('keeps an IPv4 address, also one written as IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 network as one', () => {
    const key = '2001:db8:abcd:12::/64';
    expect(addressKey('2001:db8:abcd:12::1')).toBe(key);
    expect(addressKey('2001:0db8:abcd:0012:ffff:eeee:dddd:cccc')).toBe(key);
    expect(addressKey('2001:db8:abcd:12:1:2:3:4')).toBe(key);
    expect(addressKey('2001:db8:abcd:13::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
