import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { harnessLoader, type HarnessContext } from '../../../testing/StoryHarness';
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
    <ProvisionStory context={loaded['harness'] as HarnessContext} url={args.url} />
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
