import { describe, expect, it } from 'vitest';
import { maskedIp } from './masked-ip';

describe('maskedIp', () => {
  it.each([
    ['203.0.113.57', '203.0.113.x'],
    ['::ffff:192.168.1.20', '192.168.1.x'],
    ['127.0.0.1', '127.0.0.x'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::x'],
    ['2001:db8::1', '2001:db8:0:0::x'],
    ['::1', '0:0:0:0::x'],
    ['', null],
    [null, null],
    [undefined, null],
    ['not an address', null],
    ['1:2:3', null],
  ])('%s -> %s', (ip, masked) => {
    expect(maskedIp(ip)).toBe(masked);
  });
});
