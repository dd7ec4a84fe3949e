import { describe, expect, it } from 'vitest';

import { decideEntry, normalizePartnerName, partnerTenant, prefixedAddress } from './partnerGate';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('decideEntry', () => {
  it.each(['/demo', '/demo/dashboard', '/acme/devices/SN-1', '/lander'])(
    'shows the app directly when the first segment is a tenant (%s)',
    (path) => {
      expect(decideEntry(at(path), null)).toEqual({ status: 'app' });
      expect(decideEntry(at(path), 'other')).toEqual({ status: 'app' });
    },
  );

  it.each(['/', '', '/devices', '/devices/SN-0042', '/devices/SN-0042/install'])(
    'asks for the partner on %j when none is stored',
    (path) => {
      expect(decideEntry(at(path), null)).toEqual({ status: 'gate' });
      expect(decideEntry(at(path), '')).toEqual({ status: 'gate' });
    },
  );

  it('redirects to the prefixed address, keeping the query string, when a partner is stored', () => {
    expect(decideEntry(at('/devices/SN-0042', '?internal=true', '#top'), 'demo')).toEqual({
      status: 'redirect',
      url: '/demo/devices/SN-0042?internal=true#top',
    });
    expect(decideEntry(at('/', '?x=1'), 'demo')).toEqual({ status: 'redirect', url: '/demo?x=1' });
  });

  it('treats only the exact segment devices as the prefix', () => {
    expect(decideEntry(at('/devicesx'), null)).toEqual({ status: 'app' });
  });
});

describe('partner names', () => {
  it('are lowercased as typed', () => {
    expect(normalizePartnerName('DeMo')).toBe('demo');
    expect(normalizePartnerName('  ACME ')).toBe('acme');
  });

  it('are encoded when they become a path segment', () => {
    expect(prefixedAddress('a/b?c', at('/devices'))).toBe('/a%2Fb%3Fc/devices');
  });

  it('make a tenant whose identifier, name and realm are equal', () => {
    expect(partnerTenant('demo')).toEqual({ identifier: 'demo', name: 'demo', realm: 'demo' });
  });
});
