import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './client-address.ts';

describe('rateLimitAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:0000:0000:8a2e:0370:7334', '2001:db8:85a3:0::/64'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3:0::/64'],
    ['2001:DB8:85A3:1:ffff::1', '2001:db8:85a3:1::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1', 'fe80:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['not-an-ip', 'not-an-ip'],
  ])('%s counts as %s', (ip, key) => {
    expect(rateLimitAddress(ip)).toBe(key);
  });

  it('puts two addresses of one /64 under one key and different /64s apart', () => {
    expect(rateLimitAddress('2a00:1450:4009:81a::1')).toBe(rateLimitAddress('2a00:1450:4009:81a:abcd::99'));
    expect(rateLimitAddress('2a00:1450:4009:81a::1')).not.toBe(rateLimitAddress('2a00:1450:4009:81b::1'));
  });
});
