import { describe, expect, it } from 'vitest';
import { listenUrl } from './listen-url';

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
