import { describe, expect, it } from 'vitest';

import { DEMO_TENANT, SCREEN_USER_DOMAIN, SERVICE_TENANT } from './constants';
import { createFakePlatform } from './platform';
import { clientFor } from './testClient';

const OTHER_TENANT = 'oslo-universitetssykehus';

function setup() {
  const platform = createFakePlatform();
  const api = clientFor(platform);
  const sectionsOf = (tenant: string) =>
    platform.state.sections.filter((s) => s.tenant === tenant).map((s) => s.id);
  const group = (name: string) => platform.state.groups.find((g) => g.name === name)!;
  return { platform, api, sectionsOf, group };
}

describe('users of the fake platform (the calls the user screens make)', () => {
  it('lists the tenant’s users newest first, searched by term and filtered by group ids', async () => {
    const { platform, api, group } = setup();
    const all = await api.listUsers({ page: 1, pageSize: 100 });
    if (!all.ok) throw new Error('list failed');
    const demoUsers = platform.state.users.filter((u) => u.tenant === DEMO_TENANT);
    expect(all.data.totalItems).toBe(demoUsers.length);
    // The newest user is a screen user, so the next screen number can be read off page 1, size 1.
    const newest = await api.listUsers({ page: 1, pageSize: 1 });
    expect(newest.ok && newest.data.items[0]?.email).toMatch(/^screen\d+@/);

    const someone = demoUsers.find((u) => u.screen === null)!;
    const byTerm = await api.listUsers({ term: someone.lastName.toUpperCase() });
    expect(byTerm.ok && byTerm.data.items.map((u) => u.id)).toContain(someone.id);
    expect(
      byTerm.ok &&
        byTerm.data.items.every((u) =>
          `${u.firstName} ${u.lastName} ${u.email}`
            .toLowerCase()
            .includes(someone.lastName.toLowerCase()),
        ),
    ).toBe(true);

    const screen = group('Screen');
    const byGroup = await api.listUsers({ groups: [screen.id], pageSize: 100 });
    if (!byGroup.ok) throw new Error('list failed');
    expect(byGroup.data.items.length).toBeGreaterThan(0);
    expect(byGroup.data.items.every((u) => u.groups.some((g) => g.id === screen.id))).toBe(true);
  });

  it('lists only the screen users, highest number first, with screenUsers=true (extension)', async () => {
    const { platform, api, sectionsOf, group } = setup();
    // An ordinary invitation after the last screen user: the newest user is no screen user...
    const invited = await api.inviteUser({
      userInfo: {
        email: 'zed@demo.example',
        firstName: 'Zed',
        lastName: 'Newest',
        groups: [group('Installer').id],
        tenantId: DEMO_TENANT,
      },
      allowedSections: sectionsOf(DEMO_TENANT).slice(0, 1),
    });
    expect(invited.ok).toBe(true);
    const newest = await api.listUsers({ page: 1, pageSize: 1 });
    expect(newest.ok && newest.data.items[0]?.email).toBe('zed@demo.example');
    // ...and the highest screen user is still page 1, size 1 of the screen users.
    const highest = await api.listUsers({ screenUsers: true, page: 1, pageSize: 1 });
    expect(highest.ok && highest.data.items.map((u) => u.email)).toEqual([
      `screen3@${SCREEN_USER_DOMAIN}`,
    ]);
    const all = await api.listUsers({ screenUsers: true, page: 1, pageSize: 100 });
    if (!all.ok) throw new Error('list failed');
    const screens = platform.state.users.filter(
      (u) => u.tenant === DEMO_TENANT && u.screen !== null,
    );
    expect(all.data.totalItems).toBe(screens.length);
    expect(all.data.items.map((u) => u.email)).toEqual([
      `screen3@${SCREEN_USER_DOMAIN}`,
      `screen2@${SCREEN_USER_DOMAIN}`,
      `screen1@${SCREEN_USER_DOMAIN}`,
    ]);
  });

  it('orders screen users by number, not by age, and lists none for a tenant without', async () => {
    const { platform, api } = setup();
    // screen12 created before screen3: the number decides (12 > 3, not '12' < '3').
    const snapshot = platform.snapshot();
    const screen3 = snapshot.state.users.find(
      (u) => u.tenant === DEMO_TENANT && u.email.startsWith('screen3@'),
    )!;
    snapshot.state.users.push({
      ...screen3,
      id: 'older-screen12',
      email: `screen12@${SCREEN_USER_DOMAIN}`,
      created: '2000-01-01T00:00:00.000Z',
    });
    platform.load(snapshot);
    const highest = await api.listUsers({ screenUsers: true, page: 1, pageSize: 1 });
    expect(highest.ok && highest.data.items[0]?.email).toBe(`screen12@${SCREEN_USER_DOMAIN}`);

    const emptied = platform.snapshot();
    emptied.state.users = emptied.state.users.filter(
      (u) => !(u.tenant === DEMO_TENANT && u.screen !== null),
    );
    platform.load(emptied);
    const none = await api.listUsers({ screenUsers: true, page: 1, pageSize: 1 });
    expect(none.ok && none.data.items).toEqual([]);
    // Without the parameter every user is listed, newest first, as before.
    const everyone = await api.listUsers({ page: 1, pageSize: 1 });
    expect(everyone.ok && everyone.data.totalItems).toBeGreaterThan(0);
  });

  it('lists only the people (no screen user) with screenUsers=false (extension)', async () => {
    const { api, platform } = setup();
    const people = await api.listUsers({ screenUsers: false, page: 1, pageSize: 1000 });
    const everyone = await api.listUsers({ page: 1, pageSize: 1000 });
    if (!people.ok || !everyone.ok) throw new Error('listUsers failed');
    const screens = platform.state.users.filter((u) => u.tenant === DEMO_TENANT && u.screen);
    expect(screens.length).toBeGreaterThan(0);
    expect(people.data.items.some((u) => screens.some((s) => s.id === u.id))).toBe(false);
    expect(people.data.totalItems).toBe(everyone.data.totalItems - screens.length);
  });

  it('gives the groups for the role selector as items', async () => {
    const { api } = setup();
    const groups = await api.listGroups();
    expect(groups.ok && groups.data.items.map((g) => g.name)).toContain('Screen');
  });

  it('invites, updates and deletes a user', async () => {
    const { api, sectionsOf, group } = setup();
    const [first, second] = sectionsOf(DEMO_TENANT);
    const invited = await api.inviteUser({
      userInfo: {
        email: 'ada@demo.example',
        firstName: 'Ada',
        lastName: 'Lovelace',
        groups: [group('Installer').id],
        tenantId: DEMO_TENANT,
      },
      allowedSections: [first!],
    });
    expect(invited.ok).toBe(true);
    const again = await api.inviteUser({
      userInfo: {
        email: 'ADA@demo.example',
        firstName: 'Ada',
        lastName: 'Again',
        groups: [group('Installer').id],
        tenantId: DEMO_TENANT,
      },
      allowedSections: [first!],
    });
    expect(!again.ok && again.error.status).toBe('conflict');

    const found = await api.listUsers({ term: 'lovelace' });
    const ada = found.ok ? found.data.items[0] : undefined;
    expect(ada?.email).toBe('ada@demo.example');

    const updated = await api.updateUser(ada!.id, {
      userInfo: { groups: [group('Tenant staff').id, group('Administrator').id] },
      allowedSections: [second!],
    });
    expect(updated.ok && updated.data.groups.map((g) => g.name).sort()).toEqual([
      'Administrator',
      'Tenant staff',
    ]);
    expect(updated.ok && updated.data.allowedSections.map((s) => s.id)).toEqual([second]);

    expect((await api.deleteUser(ada!.id)).ok).toBe(true);
    const gone = await api.getUser(ada!.id);
    expect(!gone.ok && gone.error.status).toBe('notFound');
  });

  it('refuses a group or a section it does not know, and a section of another tenant', async () => {
    const { api, sectionsOf, group } = setup();
    const base = {
      userInfo: {
        email: 'x@demo.example',
        firstName: 'X',
        lastName: 'Y',
        groups: [group('Installer').id],
        tenantId: DEMO_TENANT,
      },
      allowedSections: sectionsOf(DEMO_TENANT).slice(0, 1),
    };
    const badGroup = await api.inviteUser({
      ...base,
      userInfo: { ...base.userInfo, groups: ['nope'] },
    });
    expect(!badGroup.ok && badGroup.error.status).toBe('badRequest');
    const foreign = await api.inviteUser({
      ...base,
      allowedSections: sectionsOf(OTHER_TENANT).slice(0, 1),
    });
    expect(!foreign.ok && foreign.error.status).toBe('badRequest');
  });

  it('numbers screen users per tenant: the next number after the tenant’s newest is free even where another tenant has it', async () => {
    const { platform, api, sectionsOf, group } = setup();
    const newest = await api.listUsers({ page: 1, pageSize: 1 });
    const email = newest.ok ? newest.data.items[0]!.email : '';
    const n = Number(/^screen(\d+)@/.exec(email)?.[1]);
    const next = `screen${n + 1}@${SCREEN_USER_DOMAIN}`;
    // The seed numbers screens across tenants, so another tenant already has the next one.
    expect(platform.state.users.some((u) => u.email === next && u.tenant !== DEMO_TENANT)).toBe(
      true,
    );

    const created = await api.createScreenUser({
      email: next,
      screenDeviceType: 'Tablet',
      specs: 'Apple iPad 10, 2022, 10.9"',
      allowedSections: sectionsOf(DEMO_TENANT).slice(0, 1),
    });
    expect(created.ok).toBe(true);
    const after = await api.listUsers({ page: 1, pageSize: 1 });
    const user = after.ok ? after.data.items[0] : undefined;
    expect(user?.email).toBe(next);
    expect(user?.groups.map((g) => g.id)).toEqual([group('Screen').id]);

    const twice = await api.createScreenUser({
      email: next,
      screenDeviceType: 'Tablet',
      specs: 'x',
      allowedSections: [],
      passwordInfo: { password: 'pw', temporary: false },
    });
    expect(!twice.ok && twice.error.status).toBe('conflict');
  });

  it('never moves a user into another tenant, even one that has their email', async () => {
    // Only the service tenant may name another tenant in a write (tenancy.ts), and it sees no
    // customer tenant's users: a user cannot be moved across tenants at all, so no email clash
    // can arise there. From the user's own tenant the move is refused and nothing changes.
    const { platform, api, sectionsOf } = setup();
    const snapshot = platform.snapshot();
    const demoScreen = snapshot.state.users.find((u) => u.tenant === DEMO_TENANT && u.screen)!;
    const otherTenantTwin = snapshot.state.users.find((u) => u.tenant === OTHER_TENANT)!;
    otherTenantTwin.email = demoScreen.email;
    platform.load(snapshot);
    const before = JSON.stringify(platform.snapshot());
    const body = {
      userInfo: { groups: [...demoScreen.groupIds], tenantId: OTHER_TENANT },
      allowedSections: sectionsOf(OTHER_TENANT).slice(0, 1),
    };
    const fromDemo = await api.updateUser(demoScreen.id, body);
    expect(!fromDemo.ok && fromDemo.error.status).toBe('notFound');
    const fromService = await clientFor(platform, SERVICE_TENANT).updateUser(demoScreen.id, body);
    expect(!fromService.ok && fromService.error.status).toBe('notFound');
    expect(JSON.stringify(platform.snapshot())).toBe(before);
  });

  it('lists the screen options that prefill a screen user', async () => {
    const { api } = setup();
    const options = await api.listScreenUsers();
    expect(options.ok && options.data.length).toBeGreaterThan(0);
    expect(options.ok && options.data[0]).toEqual({
      displayName: expect.any(String),
      firstName: expect.any(String),
      lastName: expect.any(String),
    });
  });
});
