import { addressKey } from './address-key.js';

describe('addressKey', () => {
  it('counts an IPv4 visitor by its address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('counts an IPv4 address seen through an IPv6 socket as the IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 together, however it is written', () => {
    const key = addressKey('2001:db8:aa:bb::1');
    expect(key).toBe('2001:db8:aa:bb::/64');
    for (const other of [
      '2001:db8:aa:bb:ffff:ffff:ffff:ffff',
      '2001:0DB8:00AA:00BB:1234:5678:9abc:def0',
      '2001:db8:aa:bb:0:0:0:0',
      '2001:db8:aa:bb::',
    ]) {
      expect(addressKey(other)).toBe(key);
    }
  });

  it('counts neighbouring IPv6 /64 blocks apart', () => {
    expect(addressKey('2001:db8:aa:bc::1')).not.toBe(addressKey('2001:db8:aa:bb::1'));
    expect(addressKey('2001:db9:aa:bb::1')).not.toBe(addressKey('2001:db8:aa:bb::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('reads the addresses short forms leave out and ignores an interface zone', () => {
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::2001:db8')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps something that is not an address apart rather than failing', () => {
    expect(addressKey(undefined)).toBe('unknown');
    expect(addressKey('')).toBe('unknown');
    expect(addressKey('not-an-ip')).toBe('not-an-ip');
  });
});
