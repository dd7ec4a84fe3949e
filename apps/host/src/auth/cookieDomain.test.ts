import { describe, expect, it } from 'vitest';

import { cookieDomain } from './cookieDomain';

describe('cookieDomain', () => {
  it.each([
    ['console.hygiene.example', 'hygiene.example'],
    ['a.b.c.hygiene.example', 'b.c.hygiene.example'],
    ['console.hygiene.example:8443', 'hygiene.example'],
    ['Console.Hygiene.Example.', 'hygiene.example'],
  ])('drops the first label of %s (more than two labels)', (host, expected) => {
    expect(cookieDomain(host)).toBe(expected);
  });

  it.each([
    ['hygiene.example', 'hygiene.example'],
    ['localhost', 'localhost'],
    ['localhost:8080', 'localhost'],
  ])('keeps %s as it is (two labels or fewer)', (host, expected) => {
    expect(cookieDomain(host)).toBe(expected);
  });

  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['127.0.0.1:8080', '127.0.0.1'],
    ['[::1]:8080', '[::1]'],
  ])('never cuts an IP address (%s)', (host, expected) => {
    expect(cookieDomain(host)).toBe(expected);
  });
});
