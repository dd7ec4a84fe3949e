import { COMMENT_MAX_LENGTH } from '@hygiene/api-client';
import { override, type FakePlatformStoryParameters } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { paths } from '../../../routing/paths';
import { DEMO_DEVICE } from '../../../testing/storyData';
import {
  harnessOf,
  harnessLoader,
  requestsTo,
  StoryHarness,
  storyApi,
  type HarnessContext,
} from '../../../testing/StoryHarness';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import { DeviceComments } from './DeviceComments';

/**
 * The device page's comments alone: each comment field counts its characters against the
 * platform's limit (2,000), says when a text is over it and disables its save, so nothing over
 * the limit is sent; the platform's own 413 is said as the limit.
 */
const meta = {
  title: 'Console/Devices/Device comments',
  loaders: [harnessLoader],
  render: (_args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url={`/demo/device/${DEMO_DEVICE.id}`}
      pattern={paths.device.pattern}
    >
      <DeviceComments deviceId={DEMO_DEVICE.id} />
    </StoryHarness>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const commentsPath = `/devices/${DEMO_DEVICE.id}/comments`;
const writes = (h: HarnessContext) =>
  requestsTo(h, commentsPath).filter((r) => r.method === 'POST' || r.method === 'PUT');

/** The new-comment field counts what is typed, as the platform counts it (trimmed). */
export const CommentCounter: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: 'New comment' });
    await expect(field).toHaveAccessibleDescription('0 of 2,000 characters');
    await expect(canvas.getByRole('button', { name: 'Add comment' })).toBeDisabled();
    await userEvent.type(field, '  Refilled today ');
    await expect(field).toHaveAccessibleDescription('14 of 2,000 characters');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: 'Add comment' })).toBeEnabled();
  },
};

/** Pasting one character over the limit: counter, error, save disabled, no request. */
async function pasteOverLimit(
  canvas: ReturnType<typeof within>,
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
) {
  const field = await canvas.findByRole('textbox', { name: 'New comment' });
  await userEvent.click(field);
  await userEvent.paste('x'.repeat(COMMENT_MAX_LENGTH + 1));
  return field;
}

/**
 * Over the limit: the field says by how much, save is disabled, Enter sends nothing. One
 * character less and the comment is saved, all 2,000 characters of it.
 */
export const CommentOverLimit: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const field = await pasteOverLimit(canvas, userEvent);
    await expect(field).toHaveAccessibleDescription(
      '2,001 of 2,000 characters A comment can be at most 2,000 characters. Remove 1.',
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('A comment can be at most 2,000 characters. Remove 1.'),
    ).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Add comment' });
    await expect(add).toBeDisabled();
    await userEvent.type(field, '{Enter}');
    await expect(writes(h)).toHaveLength(0);

    await userEvent.type(field, '{Backspace}');
    await expect(field).toHaveAccessibleDescription('2,000 of 2,000 characters');
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await waitFor(() => expect(writes(h)).toHaveLength(1));
    await expect(writes(h)[0]?.body).toEqual({ text: 'x'.repeat(COMMENT_MAX_LENGTH) });
    await waitFor(() => expect(field).toHaveValue(''));
    const stored = await storyApi('demo').listDeviceComments(DEMO_DEVICE.id);
    await expect(stored.ok && stored.data.some((c) => c.text.length === COMMENT_MAX_LENGTH)).toBe(
      true,
    );
  },
};

/**
 * Editing one's own comment to over the limit: its Save is disabled and no PUT is sent. (The
 * device's first comment is made the story user's: only its author edits a comment.)
 */
export const EditOverLimit: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) =>
        platform.edit((state) => {
          state.comments.find((c) => c.deviceId === DEMO_DEVICE.id)!.authorId = 'administrator';
        }),
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const list = await canvas.findByRole('list', { name: 'Comments' });
    const item = within(list).getAllByRole('listitem')[0]!;
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const field = within(item).getByRole('textbox', { name: 'Comment' });
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('y'.repeat(COMMENT_MAX_LENGTH + 25));
    await expect(
      within(item).getByText('A comment can be at most 2,000 characters. Remove 25.'),
    ).toBeVisible();
    await expect(within(item).getByText('2,025 of 2,000 characters')).toBeVisible();
    const save = within(item).getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.type(field, '{Enter}');
    await expect(writes(h)).toHaveLength(0);
  },
};

/** A platform with a stricter limit answers 413: the banner names the limit. */
export const PlatformRefusesTooLong: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('post', '/devices/{id}/comments', 413)] } },
  },
  play: async ({ canvas, loaded, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: 'New comment' });
    await userEvent.type(field, 'Refilled today');
    await userEvent.click(canvas.getByRole('button', { name: 'Add comment' }));
    await expect(
      await canvas.findByText('Unable to save: the platform refused the comment as too long.'),
    ).toBeVisible();
    // The text stays, to be shortened.
    await expect(field).toHaveValue('Refilled today');
    await expect(writes(harnessOf(loaded))).toHaveLength(1);
  },
};

/** Any other failure is spec §8's 'Unable to save'. */
export const SaveFails: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('post', '/devices/{id}/comments')] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'New comment' }), 'Refilled');
    await userEvent.click(canvas.getByRole('button', { name: 'Add comment' }));
    await expect(await canvas.findByText('Unable to save')).toBeVisible();
  },
};

/** Over the limit on a phone: the error wraps, nothing scrolls sideways. */
export const CommentOverLimitOnPhone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await pasteOverLimit(canvas, userEvent);
    await expect(
      canvas.getByText('A comment can be at most 2,000 characters. Remove 1.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add comment' })).toBeDisabled();
    await expectFitsPhone(canvasElement);
  },
};

/** Over the limit in the dark theme. */
export const CommentOverLimitDark: Story = {
  ...inDark,
  play: async ({ canvas, userEvent }) => {
    await pasteOverLimit(canvas, userEvent);
    await expect(
      canvas.getByText('A comment can be at most 2,000 characters. Remove 1.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add comment' })).toBeDisabled();
  },
};

/**
 * The platform refuses an edit of a comment that is not the user's (403, issue 46; another
 * browser may still offer it): the banner says who may, and the comment stays as it was.
 */
export const EditRefusedNotTheAuthor: Story = {
  parameters: {
    ...EditOverLimit.parameters,
    msw: {
      handlers: {
        overrides: [override.error('put', '/devices/{id}/comments/{commentId}', 403)],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Comments' });
    const item = within(list).getAllByRole('listitem')[0]!;
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const field = within(item).getByRole('textbox', { name: 'Comment' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Changed');
    await userEvent.click(within(item).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Only its author can edit this comment.')).toBeVisible();
  },
};

/** A delete the platform refuses as not the user's (403): said as such, the comment stays. */
export const DeleteRefusedNotTheAuthor: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [override.error('delete', '/devices/{id}/comments/{commentId}', 403)],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Comments' });
    const item = within(list).getAllByRole('listitem')[0]!;
    const text = within(item).getAllByText(/\S/)[0]!.textContent;
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete this comment?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await canvas.findByText('Only its author or an administrator can delete this comment.'),
    ).toBeVisible();
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(text ?? '');
  },
};
