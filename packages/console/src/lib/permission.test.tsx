import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { rolesAtom } from '../state/atoms';
import { permissionFor, usePermission, type Permission } from './permission';

describe('permissionFor (the roles table of @hygiene/api-client)', () => {
  it('allows an administrator everything the console offers', () => {
    for (const op of ['inviteUser', 'deleteUser', 'provisionDevices', 'createRoom'] as const) {
      expect(permissionFor(['administrator'], op)).toEqual({ status: 'allowed' });
    }
  });

  it('refuses tenant staff provisioning, naming the roles that may and the role they have', () => {
    expect(permissionFor(['tenant-staff'], 'provisionDevices')).toEqual({
      status: 'denied',
      reason:
        'Provisioning new devices needs the role Administrator or Service staff. ' +
        'You are signed in as Tenant staff.',
    });
  });

  it('refuses service staff changes to users: only administrators', () => {
    expect(permissionFor(['service-staff'], 'updateUser')).toEqual({
      status: 'denied',
      reason:
        'Inviting, changing and deleting users needs the role Administrator. ' +
        'You are signed in as Service staff.',
    });
    expect(permissionFor(['service-staff'], 'createScreenUser')).toEqual({ status: 'allowed' });
  });

  it('lets tenant staff edit floor plans and install, not add rooms or end maintenance', () => {
    expect(permissionFor(['tenant-staff'], 'updateFloorFloorPlan').status).toBe('allowed');
    expect(permissionFor(['tenant-staff'], 'createInstallation').status).toBe('allowed');
    expect(permissionFor(['tenant-staff'], 'createRoom').status).toBe('denied');
    expect(permissionFor(['tenant-staff'], 'startMaintenance').status).toBe('denied');
  });

  it('allows what any one of several roles allows', () => {
    expect(permissionFor(['tenant-staff', 'service-staff'], 'provisionDevices').status).toBe(
      'allowed',
    );
  });

  it('says so when the user has no role of the table (other realm roles do not count)', () => {
    expect(permissionFor(['offline_access'], 'listUsers')).toEqual({
      status: 'denied',
      reason:
        'Seeing users needs the role Administrator, Service staff or Tenant staff. ' +
        'You are signed in without a console role.',
    });
    expect(permissionFor([], 'getTenant').status).toBe('denied');
  });
});

describe('usePermission', () => {
  function Probe({ onRender }: { onRender: (permission: Permission) => void }) {
    onRender(usePermission('inviteUser'));
    return null;
  }

  const render = (roles: readonly string[] | undefined) => {
    const store = createStore();
    if (roles) store.set(rolesAtom, roles);
    let seen: Permission | undefined;
    renderToStaticMarkup(
      <Provider store={store}>
        <Probe onRender={(permission) => (seen = permission)} />
      </Provider>,
    );
    return seen;
  };

  it('follows the roles the host wrote', () => {
    expect(render(['administrator'])).toEqual({ status: 'allowed' });
    expect(render(['tenant-staff'])?.status).toBe('denied');
  });

  it('allows nothing before the host wrote any role', () => {
    expect(render(undefined)).toEqual({
      status: 'denied',
      reason:
        'Inviting, changing and deleting users needs the role Administrator. ' +
        'You are signed in without a console role.',
    });
  });
});
