import { describe, expect, it } from 'vitest';

import { parseDeviceAddress } from './deviceAddress';

const serial = (serialNumber: string) => ({ status: 'serialNumber', serialNumber });

describe('parseDeviceAddress: a serial number or a scanned QR code address', () => {
  it.each([
    ['HDP2-10001', serial('HDP2-10001')],
    ['  HDP2-10001 \n', serial('HDP2-10001')],
    ['https://console.example.com/devices/HDP2-10001', serial('HDP2-10001')],
    ['https://console.example.com/demo/devices/HDP2-10001', serial('HDP2-10001')],
    ['https://console.example.com/demo/devices/HDP2-10001/install', serial('HDP2-10001')],
    ['http://localhost:8080/devices/HDP2-10001?internal=true#x', serial('HDP2-10001')],
    ['https://console.example.com/devices/HDP2-10001/', serial('HDP2-10001')],
    ['/devices/HDP2-10001', serial('HDP2-10001')],
    ['/demo/devices/HDP2%2D10001?internal=true', serial('HDP2-10001')],
  ])('%j opens %j', (input, expected) => {
    expect(parseDeviceAddress(input)).toEqual(expected);
  });

  it('says empty for nothing typed', () => {
    expect(parseDeviceAddress('   ')).toEqual({ status: 'empty' });
  });

  it.each([
    'https://console.example.com/demo/dashboard',
    'https://console.example.com/devices',
    'https://console.example.com/demo/devices/provision',
    '/devices/scan',
    'scan',
    'PROVISION',
    'javascript:alert(1)',
    'ftp://example.com/devices/HDP2-1',
    'HDP2 10001',
    '<img src=x>',
    '/devices/%E0%A4%A',
    '/devices/a%2Fb',
  ])('refuses %j', (input) => {
    expect(parseDeviceAddress(input)).toEqual({ status: 'invalid' });
  });
});
