import { paths } from '@hygiene/console';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// The route table's module reads the stored tenant on import; Node has no session storage.
vi.hoisted(() => {
  const items = new Map<string, string>();
  globalThis.sessionStorage ??= {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key: string) => items.get(key) ?? null,
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => void items.delete(key),
    setItem: (key: string, value: string) => void items.set(key, value),
  };
});

const { routes } = await import('./router');

/** The route patterns that match an address, outermost first. */
function matched(pathname: string): (string | undefined)[] {
  return (matchRoutes(routes, pathname) ?? []).map((match) =>
    match.route.index ? '(index)' : match.route.path,
  );
}

describe('the provisioning routes against devices/:serialNumber (react-router ranking)', () => {
  it.each([
    ['/demo/devices/provision', [paths.provision.pattern]],
    ['/demo/devices/scan', [paths.scan.pattern]],
    ['/demo/devices/provision/form', [paths.provision.pattern, 'form']],
    ['/demo/devices/provision/results', [paths.provision.pattern, 'results']],
  ])('%s opens the provisioning wrapper and its child', (pathname, expected) => {
    expect(matched(pathname)).toEqual(['/:tenantIdentifier', ...expected]);
  });

  it('still opens the device entry page and its install child for a serial number', () => {
    expect(matched('/demo/devices/HDP2-10001')).toEqual([
      '/:tenantIdentifier',
      paths.deviceEntry.pattern,
    ]);
    expect(matched('/demo/devices/HDP2-10001/install')).toEqual([
      '/:tenantIdentifier',
      paths.deviceInstall.pattern,
    ]);
  });

  it('wins by rank, not by order: the same holds with the entry page listed first', () => {
    const [shell] = routes;
    const children = shell!.children!;
    const entry = children.filter((r) => r.path === paths.deviceEntry.pattern);
    const reordered = [
      { path: shell!.path, element: shell!.element, children: [...entry, ...children] },
    ];
    const chain = (matchRoutes(reordered, '/demo/devices/provision/form') ?? []).map(
      (m) => m.route.path,
    );
    expect(chain).toEqual(['/:tenantIdentifier', paths.provision.pattern, 'form']);
  });

  it('routes every screen of the manifests, each address once', () => {
    const screens = routes[0]!.children!.flatMap((route) => (route.path ? [route.path] : []));
    expect(new Set(screens).size).toBe(screens.length);
    for (const name of [
      'lander',
      'dashboard',
      'attention',
      'maintenance',
      'installations',
      'tenants',
      'onPrem',
      'devices',
      'provision',
      'scan',
      'deviceEntry',
      'deviceInstall',
      'device',
      'sections',
      'section',
      'premise',
      'floor',
      'floorPlan',
      'room',
      'roomPlan',
      'users',
      'userInvite',
      'userScreen',
      'user',
    ] as const) {
      expect(screens).toContain(paths[name].pattern);
    }
  });

  it('sends an unknown child of the wrapper to the error route, not to a device', () => {
    expect(matched('/demo/devices/provision/nope')).toEqual(['/:tenantIdentifier', '*']);
  });
});
