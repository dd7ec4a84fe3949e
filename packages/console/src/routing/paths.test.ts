import { describe, expect, it } from 'vitest';

import { consoleRoutes } from './consoleRoutes';
import { paths } from './paths';
import { routes } from './routes';

describe('paths, from the features’ manifests', () => {
  it('builds an address under the tenant, each parameter in order and encoded', () => {
    expect(paths.landing.to('demo')).toBe('/demo');
    expect(paths.dashboard.to('acme')).toBe('/acme/dashboard');
    expect(paths.deviceInstall.to('demo', 'HDP2 10/1')).toBe('/demo/devices/HDP2%2010%2F1/install');
    expect(paths.roomPlan.to('a b', 's', 'p', 'f', 'r')).toBe(
      '/a%20b/sections/s/premises/p/floors/f/rooms/r/floor-plans',
    );
  });

  it('gives a route drawn within another a pattern under that route’s, with a screen', () => {
    for (const route of Object.values(routes)) {
      if (!('within' in route)) continue;
      const parent = routes[route.within as keyof typeof routes];
      expect('screen' in parent).toBe(true);
      expect(route.pattern.startsWith(`${parent.pattern}/`)).toBe(true);
    }
    expect(consoleRoutes.find((r) => r.name === 'provision')?.children).toEqual([
      { name: 'provisionForm', path: 'form' },
      { name: 'provisionResults', path: 'results' },
    ]);
  });

  it('offers the host every screen once, the tenant’s own address left to the host', () => {
    const names = consoleRoutes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('landing');
    expect(names).not.toContain('provisionForm');
  });
});
