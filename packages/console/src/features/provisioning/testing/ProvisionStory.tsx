import { http } from 'msw';
import { Route } from 'react-router';

import { PROVISION_RESULT_STORAGE_KEY } from '../../../constants';
import { consoleRoutes } from '../../../routing/consoleRoutes';
import { paths } from '../../../routing/paths';
import { API_BASE, StoryHarness, type HarnessContext } from '../../../testing/StoryHarness';
import type { ProvisionResultsScreenProps } from '../routes/ProvisionResultsScreen';
import { ProvisionScreen } from '../routes/ProvisionScreen';

/**
 * Story support of the provisioning screens (never exported from the package): the wrapper with
 * its two children, nested as the host nests them, in the console's story harness.
 */
export function ProvisionStory({
  context,
  url,
  results,
  dataRouter = false,
  roles,
}: {
  context: HarnessContext;
  url: string;
  results?: ProvisionResultsScreenProps;
  /** In a data router (react-router's `useBlocker`); otherwise a MemoryRouter, as the host routes. */
  dataRouter?: boolean;
  /** The signed-in user's roles (the harness's default: administrator). */
  roles?: readonly string[];
}) {
  return (
    <StoryHarness
      context={context}
      url={url}
      pattern={paths.provision.pattern}
      dataRouter={dataRouter}
      roles={roles}
      childRoutes={<>{provisionChildRoutes()}</>}
    >
      <ProvisionScreen results={results} />
    </StoryHarness>
  );
}

export const FORM_URL = '/demo/devices/provision/form';
export const RESULTS_URL = '/demo/devices/provision/results';
export const WRAPPER_URL = '/demo/devices/provision';

export const PROVISION_PATH = '/devices/provision';

/** The bodies of the provisioning requests of the running story, in order. */
export const provisionBodies: unknown[] = [];

/**
 * Records each provisioning request's body, then lets the request go on to the next handler
 * (an override or the fake platform). Put it first among the overrides.
 */
export const recordProvisionBodies = http.post(
  `${API_BASE}${PROVISION_PATH}`,
  async ({ request }) => {
    provisionBodies.push(await request.clone().json());
    return undefined;
  },
);

/** Answers provisioning with `status` and `body` (a 207 with a partial result). */
export const answerProvisioning = (status: number, body: unknown) =>
  http.post(`${API_BASE}${PROVISION_PATH}`, () => Response.json(body, { status }));

/** What each story starts from: no stored result, no recorded bodies. */
export function resetProvisionStory(stored?: string) {
  provisionBodies.length = 0;
  sessionStorage.removeItem(PROVISION_RESULT_STORAGE_KEY);
  if (stored !== undefined) sessionStorage.setItem(PROVISION_RESULT_STORAGE_KEY, stored);
}

export function storedResult(): unknown {
  const raw = sessionStorage.getItem(PROVISION_RESULT_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** What play functions read of the story's fake platform (set through `fakePlatform.setup`). */
interface PlatformView {
  readonly state: {
    readonly deviceModels: readonly { readonly id: string; readonly name: string }[];
    readonly devices: readonly { readonly id: string; readonly serialNumber: string }[];
  };
}

/** The platform of the running story, for play functions that check what it now holds. */
export const platformRef: { current: PlatformView | null } = { current: null };
export const keepPlatform = (platform: PlatformView) => {
  platformRef.current = platform;
};

/**
 * The wrapper's children as the host routes them (its manifest: 'form' and 'results'). A
 * function, not a component: react-router reads `<Route>` elements themselves.
 */
export function provisionChildRoutes() {
  const children = consoleRoutes.find((route) => route.name === 'provision')?.children ?? [];
  return (
    <>
      {children.map((child) => (
        <Route key={child.path} path={child.path} />
      ))}
    </>
  );
}
