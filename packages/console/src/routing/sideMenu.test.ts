import { isPermitted, type Area } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { sideMenu } from './sideMenu';

/** What a user with `roles` may read, by the roles table (the host's shell asks the same). */
const readableBy = (roles: readonly string[]) => (area: Area) =>
  isPermitted(roles, { area, access: 'read' });

const admin = readableBy(['administrator']);

const labels = (groups: ReturnType<typeof sideMenu>) =>
  groups.map((g) => [g.label ?? '', g.entries.map((e) => e.label)]);

describe('sideMenu', () => {
  it('gives a customer tenant Dashboard, Needs attention, Users, Sections and the General group', () => {
    expect(labels(sideMenu('demo', 'service', admin))).toEqual([
      ['', ['Dashboard', 'Needs attention', 'Users', 'Sections']],
      ['General', ['Devices', 'Set tenant', 'Home']],
    ]);
  });

  it('adds Maintenance and Plan installations for the service tenant', () => {
    expect(labels(sideMenu('service', 'service', admin))).toEqual([
      [
        '',
        ['Dashboard', 'Needs attention', 'Users', 'Maintenance', 'Plan installations', 'Sections'],
      ],
      ['General', ['Devices', 'Set tenant', 'Home']],
    ]);
  });

  it('links every entry under the current tenant', () => {
    const links = sideMenu('acme', 'service', admin).flatMap((g) => g.entries.map((e) => e.to));
    expect(links).toEqual([
      '/acme/dashboard',
      '/acme/attention',
      '/acme/users',
      '/acme/sections',
      '/acme/devices',
      '/acme/tenants',
      '/acme/lander',
    ]);
  });

  it('offers every role of the table every entry it may read (all of them, by the table)', () => {
    for (const role of ['administrator', 'service-staff', 'tenant-staff']) {
      expect(labels(sideMenu('service', 'service', readableBy([role])))).toEqual(
        labels(sideMenu('service', 'service', admin)),
      );
    }
  });

  it('leaves out what a user without a role of the table may not read: only Home stays', () => {
    expect(labels(sideMenu('service', 'service', readableBy([])))).toEqual([['General', ['Home']]]);
    expect(
      labels(sideMenu('demo', 'service', readableBy(['offline_access', 'uma_authorization']))),
    ).toEqual([['General', ['Home']]]);
  });
});
