import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { isLoopback, listenUrl, networkUrls } from './listen-url';

describe('the address the start banner prints', () => {
  it('is localhost when listening everywhere or on loopback', () => {
    for (const host of ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'])
      expect(listenUrl(host, 3000)).toBe('http://localhost:3000');
  });
  it('is the real address when HOST names one', () => {
    expect(listenUrl('192.168.1.20', 8080)).toBe('http://192.168.1.20:8080');
    expect(listenUrl('shop.lan', 80)).toBe('http://shop.lan:80');
    expect(listenUrl('fd00::20', 3000)).toBe('http://[fd00::20]:3000');
  });
});

describe('who can open the shop', () => {
  const address = (family: 'IPv4' | 'IPv6', ip: string, internal = false) =>
    ({ address: ip, family, internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;
  const interfaces = {
    lo: [address('IPv4', '127.0.0.1', true), address('IPv6', '::1', true)],
    wlan0: [address('IPv4', '192.168.1.20'), address('IPv6', 'fe80::1')],
  };

  it('only this computer, on loopback', () => {
    for (const host of ['127.0.0.1', '::1', 'localhost', '127.0.1.1']) expect(isLoopback(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) expect(isLoopback(host)).toBe(false);
    expect(networkUrls('127.0.0.1', 3000, interfaces)).toEqual([]);
  });
  it('listening everywhere, the network at each address a phone on the Wi-Fi would type in', () => {
    expect(networkUrls('0.0.0.0', 3000, interfaces)).toEqual(['http://192.168.1.20:3000']);
    expect(networkUrls('::', 3000, interfaces)).toEqual(['http://192.168.1.20:3000']);
  });
});
