import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { harnessLoader, type HarnessContext } from '../../../testing/StoryHarness';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import {
  FORM_URL,
  ProvisionStory,
  resetProvisionStory,
  RESULTS_URL,
  WRAPPER_URL,
} from '../testing/ProvisionStory';

interface Args {
  url: string;
  stored: string | null;
  /** The signed-in user's realm roles (the harness's default: administrator). */
  roles?: readonly string[];
}

const stored = JSON.stringify({
  serialNumbers: ['HDP2-10101'],
  successfullyProvisioned: 1,
  devicesRequested: 1,
});

const meta = {
  title: 'Console/Provisioning/Wrapper',
  loaders: [harnessLoader],
  args: { url: WRAPPER_URL, stored: null },
  beforeEach: ({ args }) => resetProvisionStory(args.stored ?? undefined),
  render: (args, { loaded }) => (
    <ProvisionStory
      context={loaded['harness'] as HarnessContext}
      url={args.url}
      roles={args.roles}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With neither child open, the wrapper goes to the form. */
export const RedirectsToForm: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Select a model' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Go to form' })).toBeNull();
  },
};

/** On the form with a stored result: 'View previous result' opens it; 'Go to form' is hidden. */
export const FormWithStoredResult: Story = {
  args: { url: FORM_URL, stored },
  play: async ({ canvas, userEvent }) => {
    const previous = await canvas.findByRole('link', { name: 'View previous result' });
    await expect(previous).toHaveAttribute('href', '/demo/devices/provision/results');
    await expect(canvas.queryByRole('link', { name: 'Go to form' })).toBeNull();
    await userEvent.click(previous);
    await expect(await canvas.findByRole('heading', { name: 'Created 1 / 1' })).toBeVisible();
    // On the results page the link is gone and 'Go to form' leads back, once the leave is
    // confirmed.
    await expect(canvas.queryByRole('link', { name: 'View previous result' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to form' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Leave the results?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(await canvas.findByRole('button', { name: 'Select a model' })).toBeVisible();
    // On the form the browser does not warn on reload.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    await expect(leaving.defaultPrevented).toBe(false);
  },
};

/** The form alone registers no beforeunload warning (only the results page does). */
export const FormDoesNotWarn: Story = {
  args: { url: FORM_URL, stored },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Select a model' })).toBeVisible();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    await expect(leaving.defaultPrevented).toBe(false);
  },
};

/** A stored result that is not valid JSON is no result: no 'View previous result'. */
export const FormWithInvalidStoredResult: Story = {
  args: { url: FORM_URL, stored: 'not json' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Select a model' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View previous result' })).toBeNull();
  },
};

/** Every state of the area side by side is in the form and results stories; the dark wrapper: */
export const DarkResults: Story = {
  globals: { theme: 'dark' },
  args: { url: RESULTS_URL, stored },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Created 1 / 1' })).toBeVisible();
  },
};

const TENANT_STAFF_REASON =
  'Provisioning new devices needs the role Administrator or Service staff. ' +
  'You are signed in as Tenant staff.';

/**
 * A tenant's own staff at the address (typed or bookmarked; the device list offers no link to
 * them): 'Not allowed' with the reason, no form, no model list asked for, nothing provisioned.
 */
export const AsTenantStaff: Story = {
  args: { url: FORM_URL, roles: ['tenant-staff'] },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Not allowed')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Provision devices' })).toBeVisible();
    await expect(canvas.getByText(TENANT_STAFF_REASON)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Select a model' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Create' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Go to form' })).toBeNull();
    // Nothing asked, nothing written.
    await expect((loaded['harness'] as HarnessContext).requests).toEqual([]);
  },
};

/** The wrapper's own address, with a stored result: still not allowed, no link to it. */
export const AsTenantStaffWithStoredResult: Story = {
  args: { url: WRAPPER_URL, stored, roles: ['tenant-staff'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(TENANT_STAFF_REASON)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View previous result' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Created 1 / 1' })).toBeNull();
  },
};

/** Service staff provision devices (roles table): the form as for an administrator. */
export const AsServiceStaff: Story = {
  args: { url: FORM_URL, roles: ['service-staff'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Select a model' })).toBeVisible();
    await expect(canvas.queryByText('Not allowed')).toBeNull();
  },
};

/** The not-allowed state on a phone, in the dark theme. */
export const AsTenantStaffPhoneDark: Story = {
  ...onPhone,
  globals: { ...onPhone.globals, ...inDark.globals },
  args: { url: FORM_URL, roles: ['tenant-staff'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(TENANT_STAFF_REASON)).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};
