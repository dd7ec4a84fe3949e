import { EMAIL_MAX_LENGTH } from '@hygiene/api-client';
import type { User } from '@hygiene/api-client';
import type { FakePlatformStoryParameters } from '@hygiene/fake-platform';
import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';

import { USER_UPDATE_BANNER_MS } from '../../../constants';
import { paths } from '../../../routing/paths';
import {
  harnessOf,
  harnessLoader,
  requestsTo,
  StoryHarness,
  type HarnessContext,
} from '../../../testing/StoryHarness';
import { addStoryUser, STORY_USER, usersStoryApi } from '../../../testing/userStoryData';
import { withLongestValues } from '../../../testing/longestValues';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import { expectWithheld } from '../../../testing/withheld';
import { UserDetailScreen } from './UserDetailScreen';
import { expectBannerGone, expectVersioned } from '../../../testing/storyChecks';

/** Shows the address inside the router, so a play function sees where the view moved. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname}</output>;
}

const meta = {
  title: 'Console/Users/User detail',
  loaders: [harnessLoader],
  parameters: {
    // Ada: Installer, with demo's first section of its sections.
    fakePlatform: {
      setup: (platform) => addStoryUser(platform, { groups: ['Installer'], sections: 1 }),
    } satisfies FakePlatformStoryParameters,
  },
  render: (args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url={`/demo/users/${STORY_USER.id}`}
      pattern={paths.user.pattern}
      roles={args.roles}
    >
      <UserDetailScreen />
      <Address />
    </StoryHarness>
  ),
} satisfies Meta<{ roles?: readonly string[] }>;

export default meta;
type Story = StoryObj<typeof meta>;

const puts = (h: HarnessContext) =>
  requestsTo(h, `/users/${STORY_USER.id}`).filter((r) => r.method === 'PUT');
const updateButton = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: 'Update user' });

async function checklists(canvas: ReturnType<typeof within>) {
  const access = await canvas.findByRole('region', { name: 'Groups and sections' });
  const groups = await within(access).findByRole('group', { name: 'Groups' });
  const sections = await within(access).findByRole('group', { name: 'Allowed sections' });
  return { groups, sections };
}
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
/** Ada's one section (ticked) and another (not ticked), whatever order the list comes in. */
function sectionBoxes(sections: HTMLElement) {
  const boxes = within(sections).getAllByRole('checkbox') as HTMLInputElement[];
  const own = boxes.find((box) => box.checked)!;
  const other = boxes.find((box) => !box.checked)!;
  const name = (box: HTMLInputElement) => box.closest('label')?.textContent ?? '';
  return { own, other, ownName: name(own), otherName: name(other) };
}

/** The user's facts and access; update disabled while nothing changed. */
export const Default: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeVisible();
    const facts = canvas.getByRole('region', { name: 'User' });
    await expect(facts).toHaveTextContent(STORY_USER.email);
    await expect(facts).toHaveTextContent('Installer');
    const { groups, sections } = await checklists(canvas);
    await expect(within(groups).getByRole('checkbox', { name: 'Installer' })).toBeChecked();
    const ticked = (within(sections).getAllByRole('checkbox') as HTMLInputElement[]).filter(
      (box) => box.checked,
    );
    await expect(ticked).toHaveLength(1);
    await expect(updateButton(canvas)).toBeDisabled();
    await expect(updateButton(canvas)).toHaveAccessibleDescription(
      'Change a group or a section to update the user.',
    );
    const [read] = requestsTo(harnessOf(loaded), `/users/${STORY_USER.id}`);
    await expect(read?.tenantHeader).toBe('demo');
  },
};

/**
 * Changing sections says what is added and removed before saving; the update sends
 * userInfo.groups and allowedSections; 'User successfully updated.' shows for 3 s.
 */
export const Updated: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const { groups, sections } = await checklists(canvas);
    const {
      own: first,
      other: second,
      ownName: firstName,
      otherName: secondName,
    } = sectionBoxes(sections);

    await userEvent.click(second);
    await userEvent.click(first);
    await userEvent.click(within(groups).getByRole('checkbox', { name: 'Tenant staff' }));
    const summary = canvas.getByRole('status', { name: 'This update' });
    await expect(summary).toHaveTextContent(`Adds sections: ${secondName}`);
    await expect(summary).toHaveTextContent(`Removes sections: ${firstName}`);
    await expect(summary).toHaveTextContent('Groups change.');
    await expect(updateButton(canvas)).toBeEnabled();

    await userEvent.click(updateButton(canvas));
    const banner = await canvas.findByText('User successfully updated.');
    await expect(banner).toBeVisible();
    const [sent] = puts(h);
    await expect(sent?.tenantHeader).toBe('demo');
    // On the version read (issue 54): another administrator's save is not overwritten silently.
    await expectVersioned(sent);
    await expect(sent?.body).toStrictEqual({
      userInfo: {
        groups: [
          valueOf(within(groups).getByRole('checkbox', { name: 'Installer' })),
          valueOf(within(groups).getByRole('checkbox', { name: 'Tenant staff' })),
        ],
      },
      allowedSections: [valueOf(second)],
    });
    // Saved: nothing left to update, and the facts show the new groups.
    await expect(updateButton(canvas)).toBeDisabled();
    await expect(canvas.getByRole('region', { name: 'User' })).toHaveTextContent(
      'Installer, Tenant staff',
    );
    // The banner goes after 3 s; the view stays on this tenant.
    await expectBannerGone(canvas, 'User successfully updated.', USER_UPDATE_BANNER_MS);
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
      `/demo/users/${STORY_USER.id}`,
    );
    const stored = await usersStoryApi().getUser(STORY_USER.id);
    await expect(stored.ok && stored.data.allowedSections.map((s) => s.id)).toEqual([
      valueOf(second),
    ]);
  },
};

/** Removing the last section says the user will have none. */
export const NoSectionsLeft: Story = {
  play: async ({ canvas, userEvent }) => {
    const { sections } = await checklists(canvas);
    const { own, ownName } = sectionBoxes(sections);
    await userEvent.click(own);
    const summary = canvas.getByRole('status', { name: 'This update' });
    await expect(summary).toHaveTextContent(`Removes sections: ${ownName}`);
    await expect(summary).toHaveTextContent('The user will have no sections.');
    // Undoing the change disables update again.
    await userEvent.click(own);
    await expect(updateButton(canvas)).toBeDisabled();
  },
};

/** The platform answers the user at another tenant: after the 3 s banner the view moves there. */
export const MovedToOtherTenant: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.put('/api/users/:id', async ({ request, params }) => {
            const body = (await request.json()) as { userInfo: { groups: string[] } };
            const moved: User = {
              id: String(params['id']),
              email: STORY_USER.email,
              firstName: STORY_USER.firstName,
              lastName: STORY_USER.lastName,
              tenant: { identifier: 'bergen-kommune', name: 'Bergen kommune' },
              groups: body.userInfo.groups.map((id) => ({ id, name: id })),
              allowedSections: [],
            };
            return HttpResponse.json(moved);
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const { groups } = await checklists(canvas);
    await userEvent.click(within(groups).getByRole('checkbox', { name: 'Tenant staff' }));
    await userEvent.click(updateButton(canvas));
    await expect(await canvas.findByText('User successfully updated.')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
      `/demo/users/${STORY_USER.id}`,
    );
    await waitFor(
      () =>
        expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
          `/bergen-kommune/users/${STORY_USER.id}`,
        ),
      { timeout: 4500 },
    );
    await expectBannerGone(canvas, 'User successfully updated.', USER_UPDATE_BANNER_MS);
  },
};

/** The update fails: the spec's error; the changed boxes stay as they were ticked. */
export const UpdateFailed: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('put', '/users/{id}')] } } },
  play: async ({ canvas, loaded, userEvent }) => {
    const { groups } = await checklists(canvas);
    const staff = within(groups).getByRole('checkbox', { name: 'Tenant staff' });
    await userEvent.click(staff);
    await userEvent.click(updateButton(canvas));
    const error = await canvas.findByText('An error occured while trying to update user.');
    await expect(error.closest('[role="alert"]')).not.toBeNull();
    await expect(staff).toBeChecked();
    await expect(updateButton(canvas)).toBeEnabled();
    await expect(puts(harnessOf(loaded))).toHaveLength(1);
  },
};

/** A double click sends one update. */
export const DoubleClick: Story = {
  parameters: { msw: { handlers: { overrides: [override.loading('put', '/users/{id}')] } } },
  play: async ({ canvas, loaded, userEvent }) => {
    const { groups } = await checklists(canvas);
    await userEvent.click(within(groups).getByRole('checkbox', { name: 'Tenant staff' }));
    await userEvent.dblClick(updateButton(canvas));
    await expect(await canvas.findByText('Updating user ...')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(puts(harnessOf(loaded))).toHaveLength(1);
  },
};

/** Delete asks first; Cancel keeps the user; Delete removes them and goes back to the list. */
export const Deleted: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete user' }));
    const body = within(document.body);
    let dialog = await body.findByRole('alertdialog', { name: 'Delete user Ada Lovelace?' });
    await expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(requestsTo(h, '/users/').filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Delete user' }));
    dialog = await body.findByRole('alertdialog', { name: 'Delete user Ada Lovelace?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Navigated to' })).toHaveTextContent('/demo/users'),
    );
    const [sent] = requestsTo(h, '/users/').filter((r) => r.method === 'DELETE');
    await expect(sent?.path).toBe(`/users/${STORY_USER.id}`);
    await expectVersioned(sent);
    await expect(sent?.tenantHeader).toBe('demo');
    const gone = await usersStoryApi().getUser(STORY_USER.id);
    await expect(!gone.ok && gone.error.status).toBe('notFound');
  },
};

/** Another administrator changes the user's groups, in the platform, while this page is open. */
async function changeElsewhere() {
  const api = usersStoryApi();
  const read = await api.getUser(STORY_USER.id);
  if (!read.ok) throw new globalThis.Error('no story user');
  const changed = await api.updateUser(STORY_USER.id, {
    userInfo: { groups: [] },
    allowedSections: read.data.allowedSections.map((s) => s.id),
  });
  await expect(changed.ok).toBe(true);
}

/**
 * Two administrators save one user (issue 54): the user changed after this page read it, so the
 * update answers 412 and the page says so, keeping the choices; 'Save mine over it' saves them
 * without a version.
 */
export const ChangedElsewhere: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const { sections } = await checklists(canvas);
    const { other } = sectionBoxes(sections);
    await changeElsewhere();
    await userEvent.click(other);
    await userEvent.click(updateButton(canvas));
    await expect(await canvas.findByText(/changed elsewhere after you opened it/)).toBeVisible();
    await expect(other).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save mine over it' }));
    await expect(await canvas.findByText('User successfully updated.')).toBeVisible();
    const sent = puts(h);
    await expect(sent).toHaveLength(2);
    await expect(sent[0]?.ifMatch).not.toBeNull();
    await expect(sent[1]?.ifMatch).toBeNull();
    await expectBannerGone(canvas, 'User successfully updated.', USER_UPDATE_BANNER_MS);
  },
};

/** 'Load the saved version' shows the user as saved elsewhere; nothing was sent over it. */
export const ChangedElsewhereLoadSaved: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const { groups, sections } = await checklists(canvas);
    const { other } = sectionBoxes(sections);
    await changeElsewhere();
    await userEvent.click(other);
    await userEvent.click(updateButton(canvas));
    await userEvent.click(await canvas.findByRole('button', { name: 'Load the saved version' }));
    await waitFor(() =>
      expect(within(groups).getByRole('checkbox', { name: 'Installer' })).not.toBeChecked(),
    );
    await expect(other).not.toBeChecked();
    await expect(canvas.queryByText(/changed elsewhere/)).toBeNull();
    await expect(puts(harnessOf(loaded))).toHaveLength(1);
  },
};

/** The user changed elsewhere before the delete was confirmed: it is not deleted unseen. */
export const DeleteChangedElsewhere: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    await changeElsewhere();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete user' }));
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete user Ada Lovelace?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText(/changed elsewhere after you opened it/)).toBeVisible();
    await expect(canvas.getByText(/so it was not deleted/)).toBeVisible();
    await expect((await usersStoryApi().getUser(STORY_USER.id)).ok).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Navigated to' })).toHaveTextContent('/demo/users'),
    );
    const deletes = requestsTo(harnessOf(loaded), '/users/').filter((r) => r.method === 'DELETE');
    await expect(deletes[1]?.ifMatch).toBeNull();
  },
};

/** The delete fails: the dialog closes, the error shows, the user stays. */
export const DeleteFailed: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('delete', '/users/{id}')] } } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete user' }));
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete user Ada Lovelace?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Unable to delete the user.')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: { overrides: [override.notFound('get', '/users/{id}')] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'User not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to users' })).toHaveAttribute(
      'href',
      '/demo/users',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { overrides: [override.loading('get', '/users/{id}')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Users' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('get', '/users/{id}')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to fetch user from api.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    await checklists(canvas);
    await expectFitsPhone(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    const { sections } = await checklists(canvas);
    await userEvent.click(sectionBoxes(sections).other);
    await expect(canvas.getByRole('status', { name: 'This update' })).toBeVisible();
  },
};

/** Every box of the access form is shown as it is saved, and none can be changed. */
async function expectReadOnlyAccess(canvas: ReturnType<typeof within>) {
  const { groups, sections } = await checklists(canvas);
  await expect(within(groups).getByRole('checkbox', { name: 'Installer' })).toBeChecked();
  for (const box of [
    ...within(groups).getAllByRole('checkbox'),
    ...within(sections).getAllByRole('checkbox'),
  ]) {
    await expect(box).toBeDisabled();
  }
  await expect(updateButton(canvas)).toBeDisabled();
}

/**
 * Service staff read users but only administrators change them (roles table): the groups and
 * sections are read-only, 'Update user' is disabled and says why, and deleting is not offered.
 */
export const AsServiceStaff: Story = {
  args: { roles: ['service-staff'] },
  play: async ({ canvas, canvasElement, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeVisible();
    await expectReadOnlyAccess(canvas);
    const reason =
      'Inviting, changing and deleting users needs the role Administrator. ' +
      'You are signed in as Service staff.';
    await expect(updateButton(canvas)).toHaveAccessibleDescription(reason);
    await expect(canvas.getByText(reason)).toBeVisible();
    await expectWithheld(canvasElement, 'deleteUser');
    await expect(canvas.queryByRole('button', { name: 'Delete user' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Delete user' })).toBeNull();
    const h = harnessOf(loaded);
    await expect(h.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  },
};

/** A tenant's own staff likewise, on a phone in the dark theme. */
export const AsTenantStaffPhoneDark: Story = {
  ...onPhone,
  globals: { ...onPhone.globals, ...inDark.globals },
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, canvasElement, loaded }) => {
    await expectReadOnlyAccess(canvas);
    await expect(updateButton(canvas)).toHaveAccessibleDescription(
      'Inviting, changing and deleting users needs the role Administrator. ' +
        'You are signed in as Tenant staff.',
    );
    await expectWithheld(canvasElement, 'deleteUser');
    await expect(canvas.queryByRole('button', { name: 'Delete user' })).toBeNull();
    await expect(puts(harnessOf(loaded))).toEqual([]);
    await expectFitsPhone(canvasElement);
  },
};

/** A user's 100-character names and 254-character e-mail wrap on a phone (issue 54). */
export const LongestValuesOnPhone: Story = {
  ...onPhone,
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        addStoryUser(platform, { groups: ['Installer'], sections: 1 });
        withLongestValues(platform);
      },
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, canvasElement }) => {
    await checklists(canvas);
    await expect(canvas.getByRole('region', { name: 'User' }).textContent?.length).toBeGreaterThan(
      EMAIL_MAX_LENGTH,
    );
    await expectFitsPhone(canvasElement);
  },
};
