/** The demo users of the sandbox's identity provider (README lists them with their roles). */
import { createHash, timingSafeEqual } from 'node:crypto';

import { DEFAULT_TENANT_IDENTIFIER } from '../constants.ts';
import type { TenantAccess } from '../platform/port.ts';

/** Realm roles, as they appear in the token's `realm_access.roles`. */
export type DemoRole = 'administrator' | 'service-staff' | 'tenant-staff';

export interface DemoUser {
  /** Stable subject (`sub`), so tokens from before a restart still name the same user. */
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  role: DemoRole;
  /** What the README says about the user. */
  description: string;
  tenants: TenantAccess;
}

interface DemoUserWithPassword extends DemoUser {
  password: string;
}

const USERS: readonly DemoUserWithPassword[] = [
  {
    id: '5c1f4a9e-0d8b-4c55-9a51-8d7b1f3c0a01',
    username: 'admin',
    password: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@sandbox.invalid',
    role: 'administrator',
    description: 'administrator: every tenant',
    tenants: { status: 'all' },
  },
  {
    id: '5c1f4a9e-0d8b-4c55-9a51-8d7b1f3c0a02',
    username: 'installer',
    password: 'installer',
    firstName: 'Ivar',
    lastName: 'Installer',
    email: 'installer@sandbox.invalid',
    role: 'service-staff',
    description: "provider's service staff: every tenant",
    tenants: { status: 'all' },
  },
  {
    id: '5c1f4a9e-0d8b-4c55-9a51-8d7b1f3c0a03',
    username: 'staff',
    password: 'staff',
    firstName: 'Siri',
    lastName: 'Staff',
    email: 'staff@sandbox.invalid',
    role: 'tenant-staff',
    description: `staff of the tenant ${DEFAULT_TENANT_IDENTIFIER} only`,
    tenants: { status: 'only', tenantIdentifiers: [DEFAULT_TENANT_IDENTIFIER] },
  },
];

function strip({ password: _password, ...user }: DemoUserWithPassword): DemoUser {
  return user;
}

/** Every demo user, without passwords. */
export function demoUsers(): DemoUser[] {
  return USERS.map(strip);
}

/** The demo credentials, for the start-up log and the README (they are public on purpose). */
export function demoCredentials(): { username: string; password: string; description: string }[] {
  return USERS.map(({ username, password, description }) => ({ username, password, description }));
}

export function findUser(username: string): DemoUser | undefined {
  const user = USERS.find((u) => u.username === username);
  return user ? strip(user) : undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Checks a username and password; compares digests so timing says nothing about the password. */
export function authenticate(username: string, password: string): DemoUser | undefined {
  const user = USERS.find((u) => u.username === username.trim());
  const ok = timingSafeEqual(digest(password), digest(user?.password ?? '\u0000'));
  return user && ok ? strip(user) : undefined;
}
