import { describe, expect, it } from 'vitest';

import { readScannedCode } from './scannedCode';

const device = (serialNumber: string, internal = false) => ({
  status: 'device',
  serialNumber,
  internal,
});

describe('readScannedCode: what the camera read', () => {
  it.each([
    ['/devices/HDP2-10001', device('HDP2-10001')],
    ['https://console.example.com/devices/HDP2-10001', device('HDP2-10001')],
    ['/devices/hdp2-10001?internal=true', device('HDP2-10001', true)],
    // Another site's code never carries the flag: it switches no one's tenant.
    ['https://evil.example/devices/HDP2-10001?internal=true', device('HDP2-10001')],
    ['/devices/HDP2-10001?internal=false', device('HDP2-10001')],
    ['/devices/HDP2-10001#internal=true', device('HDP2-10001')],
    ['HDP2-10001', device('HDP2-10001')],
  ])('%j is the dispenser %j', (text, expected) => {
    expect(readScannedCode(text)).toEqual(expected);
  });

  it.each([
    ['https://example.com/menu', 'https://example.com/menu'],
    ['WIFI:S:guest;T:WPA;P:secret;;', 'WIFI:S:guest;T:WPA;P:secret;;'],
    ['/devices/provision', '/devices/provision'],
    ['SCAN', 'SCAN'],
    ['/devices/Scan', '/devices/Scan'],
    ['   ', ''],
  ])('%j is not a dispenser’s code', (text, shown) => {
    expect(readScannedCode(text)).toEqual({ status: 'unknown', text: shown });
  });

  it('repeats at most 80 characters of a long code', () => {
    const code = readScannedCode(`https://example.com/${'x'.repeat(200)}`);
    expect(code.status).toBe('unknown');
    expect(code.status === 'unknown' && code.text).toHaveLength(81);
    expect(code.status === 'unknown' && code.text.endsWith('…')).toBe(true);
  });
});
