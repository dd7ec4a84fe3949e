/**
 * The rename and removal stories every location screen has (issue 54), written once: each screen's
 * stories file spreads them with its level and record. The room's own stories go further (changed
 * elsewhere, removing an empty room).
 */
import { NAME_MAX_LENGTH } from '@hygiene/api-client';
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { locationDialogs } from '../../../messages/locationDialogs';
import { locations } from '../../../messages/locations';
import { longestValues } from '../../../testing/longestValues';
import { expectWithheld } from '../../../testing/withheld';
import { requestsTo } from '../../../testing/StoryHarness';
import { expectFitsPhone, onPhone } from '../../../testing/storyViews';
import { locationEdits, type EditableLevel } from '../api/editLocation';
import { harnessOf } from './LocationStory';
import { expectVersioned, page } from '../../../testing/storyChecks';

type Level = Exclude<EditableLevel, 'roomType'>;
type PlayContext = Pick<StoryContext, 'canvas' | 'loaded' | 'userEvent' | 'canvasElement'>;

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
      await expectVersioned(patch);
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
  parameters: longestValues,
  play: async ({ canvas, canvasElement }: PlayContext) => {
    const heading = await canvas.findByRole('heading', { level: 1 });
    await expect(heading.textContent).toHaveLength(NAME_MAX_LENGTH);
    await expectFitsPhone(canvasElement);
  },
};

/**
 * A role that may not rename or remove `level`s (the roles table) is offered neither: checked once
 * `Offered` has decided, so the check cannot pass before the roles table arrives.
 */
export async function expectNoEdits(
  level: Level,
  { canvas, canvasElement }: Pick<PlayContext, 'canvas' | 'canvasElement'>,
) {
  await expectWithheld(canvasElement, locationEdits[level].rename.id);
  await expectWithheld(canvasElement, locationEdits[level].remove.id);
  await expect(canvas.queryByRole('button', { name: locationDialogs.rename[level] })).toBeNull();
  await expect(canvas.queryByRole('button', { name: locationDialogs.remove[level] })).toBeNull();
}
