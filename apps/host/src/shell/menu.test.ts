import { describe, expect, it } from 'vitest';

import { sideMenu } from './menu';

const labels = (groups: ReturnType<typeof sideMenu>) =>
  groups.map((g) => [g.label ?? '', g.entries.map((e) => e.label)]);

describe('sideMenu', () => {
  it('gives a customer tenant Dashboard, Users and the General group only', () => {
    expect(labels(sideMenu('demo', 'service'))).toEqual([
      ['', ['Dashboard', 'Users']],
      ['General', ['Devices', 'Set tenant', 'Home']],
    ]);
  });

  it('adds Maintenance, Plan installations and Sections for the service tenant', () => {
    expect(labels(sideMenu('service', 'service'))).toEqual([
      ['', ['Dashboard', 'Users', 'Maintenance', 'Plan installations', 'Sections']],
      ['General', ['Devices', 'Set tenant', 'Home']],
    ]);
  });

  it('links every entry under the current tenant', () => {
    const links = sideMenu('acme', 'service').flatMap((g) => g.entries.map((e) => e.to));
    expect(links).toEqual([
      '/acme/dashboard',
      '/acme/users',
      '/acme/devices',
      '/acme/tenants',
      '/acme/lander',
    ]);
  });
});
