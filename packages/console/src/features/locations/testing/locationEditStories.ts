/**
 * The rename and removal stories every location screen has (issue 54), written once: each screen's
 * stories file spreads them with its level and record. The room's own stories go further (changed
 * elsewhere, removing an empty room).
 */
import { NAME_MAX_LENGTH } from '@hygiene/api-client';
// Only stories import this file, and only a type of the fake platform's story parameters.
// eslint-disable-next-line no-restricted-imports
import type { FakePlatformStoryParameters } from '@hygiene/fake-platform';
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { locationDialogs } from '../../../messages/locationDialogs';
import { locations } from '../../../messages/locations';
import { requestsTo } from '../../../testing/StoryHarness';
import { expectFitsPhone, onPhone } from '../../../testing/storyViews';
import type { EditableLevel } from '../api/editLocation';
import { harnessOf } from './LocationStory';
import { withLongestNames } from './locationStoryData';

type Level = Exclude<EditableLevel, 'roomType'>;
type PlayContext = Pick<StoryContext, 'canvas' | 'loaded' | 'userEvent' | 'canvasElement'>;

/** Dialogs open in a portal, outside the story's canvas. */
const page = within(document.body);

const apiPath = (level: Level, id: string) =>
  `/${{ section: 'sections', premise: 'premises', floor: 'floors', room: 'rooms' }[level]}/${id}`;

/**
 * 'Rename {level}': the dialog holds the name as it is (at most `NAME_MAX_LENGTH`), the new name
 * goes on the version read (If-Match) with the tenant, and the page's heading shows it.
 */
export function renameStory(level: Level, record: { id: string; name: string }) {
  return {
    play: async ({ canvas, loaded, userEvent }: PlayContext) => {
      const title = locationDialogs.rename[level];
      await userEvent.click(await canvas.findByRole('button', { name: title }));
      const dialog = within(await page.findByRole('dialog', { name: title }));
      const name = dialog.getByRole('textbox', { name: locations.name });
      await expect(name).toHaveValue(record.name);
      await expect(name).toHaveAttribute('maxlength', String(NAME_MAX_LENGTH));
      await userEvent.clear(name);
      await userEvent.type(name, 'Nytt navn');
      await userEvent.click(dialog.getByRole('button', { name: locationDialogs.save }));

      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Nytt navn' }),
      ).toBeVisible();
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
      const [patch] = requestsTo(harnessOf(loaded), apiPath(level, record.id)).filter(
        (r) => r.method === 'PATCH',
      );
      await expect(patch?.body).toEqual({ name: 'Nytt navn' });
      await expect(patch?.ifMatch).toMatch(/^"[0-9a-f]{8}-[0-9a-z]+"$/);
      await expect(patch?.tenantHeader).toBe('demo');
    },
  };
}

/** 'Remove {level}' of a record something hangs under: refused (409), and the dialog says why. */
export function removeRefusedStory(level: Level, record: { name: string }) {
  return {
    play: async ({ canvas, userEvent }: PlayContext) => {
      await userEvent.click(
        await canvas.findByRole('button', { name: locationDialogs.remove[level] }),
      );
      const dialog = within(
        await page.findByRole('alertdialog', { name: locationDialogs.removeTitle(record.name) }),
      );
      await expect(dialog.getByText(locationDialogs.removeWhat[level])).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: locationDialogs.removeConfirm }));
      await expect(await dialog.findByText(locationDialogs.inUse[level])).toBeVisible();
      await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
    },
  };
}

/**
 * The longest names the contract allows on a phone: the heading holds all 100 characters, wraps,
 * and nothing scrolls sideways.
 */
export const longestNamesOnPhone = {
  ...onPhone,
  parameters: { fakePlatform: { setup: withLongestNames } satisfies FakePlatformStoryParameters },
  play: async ({ canvas, canvasElement }: PlayContext) => {
    const heading = await canvas.findByRole('heading', { level: 1 });
    await expect(heading.textContent).toHaveLength(NAME_MAX_LENGTH);
    await expectFitsPhone(canvasElement);
  },
};
