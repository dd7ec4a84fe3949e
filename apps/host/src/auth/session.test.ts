import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The one keycloak-js instance `signIn` makes, as the mock below hands it out. */
interface FakeKeycloak {
  token?: string;
  tokenParsed?: Record<string, unknown>;
  timeSkew: number;
  onAuthSuccess?: () => void;
  onAuthRefreshSuccess?: () => void;
  init: (options: Record<string, unknown>) => Promise<boolean>;
  initOptions?: Record<string, unknown>;
  updateToken: (minValidity: number) => Promise<boolean>;
  login: (options?: Record<string, unknown>) => Promise<void>;
  logins: Record<string, unknown>[];
  logout: () => Promise<void>;
}

const made: FakeKeycloak[] = [];
/** What the next token refresh hands out (keycloak-js sets it, then calls onAuthRefreshSuccess). */
let nextToken: Record<string, unknown> = {};

vi.mock('keycloak-js', () => ({
  default: class {
    token = 'token-1';
    timeSkew = 0;
    tokenParsed: Record<string, unknown> = {
      preferred_username: 'staff',
      exp: Date.now() / 1000 + 300,
      realm_access: { roles: ['tenant-staff', 'offline_access'] },
    };
    onAuthSuccess?: () => void;
    onAuthRefreshSuccess?: () => void;
    constructor() {
      made.push(this as unknown as FakeKeycloak);
    }
    initOptions?: Record<string, unknown>;
    init = async (options: Record<string, unknown>) => {
      this.initOptions = options;
      return true;
    };
    updateToken = async () => {
      this.token = 'token-2';
      this.tokenParsed = nextToken;
      this.onAuthRefreshSuccess?.();
      return true;
    };
    logins: Record<string, unknown>[] = [];
    login = async (options: Record<string, unknown> = {}) => {
      this.logins.push(options);
    };
    logout = async () => undefined;
  },
}));

const { signIn } = await import('./session');

const options = {
  identityUrl: 'https://id.example',
  realm: 'demo',
  signOutRedirectUri: '/',
  language: 'nb',
} as const;

beforeEach(() => {
  made.length = 0;
  nextToken = {};
});

describe('signIn: the sign-in page', () => {
  it("asks for the page in the person's language (keycloak-js sends it as ui_locales)", async () => {
    await signIn(options);
    expect(made[0]!.initOptions).toMatchObject({ onLoad: 'login-required', locale: 'nb' });
  });

  it("asks for it again when it signs in again (keycloak-js passes init's locale only once)", async () => {
    const session = await signIn(options);
    await session.signInAgain();
    expect(made[0]!.logins).toEqual([{ locale: 'nb' }]);
  });
});

describe('signIn: signing out', () => {
  it('sends nobody to sign in again once the sign-out is under way (a failing request would race it)', async () => {
    const session = await signIn(options);
    await session.signOut();
    await session.signInAgain();
    expect(made[0]!.logins).toEqual([]);
  });

  it('does not sign in again when a refresh fails while signing out', async () => {
    const session = await signIn(options);
    await session.signOut();
    made[0]!.updateToken = () => Promise.reject(new Error('session ended'));
    await expect(session.getAccessToken({ forceRefresh: true })).rejects.toThrow();
    expect(made[0]!.logins).toEqual([]);
  });
});

describe('signIn: the roles of the token', () => {
  it('reads the realm roles of the token it signed in with, and the user name', async () => {
    const session = await signIn(options);
    expect(session.username).toBe('staff');
    expect(session.roles()).toEqual(['offline_access', 'tenant-staff']);
  });

  it('follows a refresh that brings other roles, and tells its listeners once', async () => {
    const session = await signIn(options);
    const heard: (readonly string[])[] = [];
    session.onRolesChange((roles) => heard.push(roles));

    nextToken = { exp: Date.now() / 1000 + 300, realm_access: { roles: ['service-staff'] } };
    await expect(session.getAccessToken({ forceRefresh: true })).resolves.toBe('token-2');

    expect(session.roles()).toEqual(['service-staff']);
    expect(heard).toEqual([['service-staff']]);
  });

  it('stays quiet when a refresh brings the same roles, and after unsubscribing', async () => {
    const session = await signIn(options);
    const heard: (readonly string[])[] = [];
    const stop = session.onRolesChange((roles) => heard.push(roles));

    // The same roles in another order are the same roles.
    (made[0] as FakeKeycloak).tokenParsed = {
      realm_access: { roles: ['tenant-staff', 'offline_access'] },
    };
    made[0]?.onAuthRefreshSuccess?.();
    expect(heard).toEqual([]);

    stop();
    (made[0] as FakeKeycloak).tokenParsed = { realm_access: { roles: ['administrator'] } };
    made[0]?.onAuthRefreshSuccess?.();
    expect(heard).toEqual([]);
    expect(session.roles()).toEqual(['administrator']);
  });

  it('has no role when the refreshed token carries none', async () => {
    const session = await signIn(options);
    nextToken = { exp: Date.now() / 1000 + 300 };
    await session.getAccessToken({ forceRefresh: true });
    expect(session.roles()).toEqual([]);
  });
});
