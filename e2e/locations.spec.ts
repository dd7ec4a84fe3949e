import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { signInThroughGate } from './signIn';

/** Chooses an option of the page's list (a paged picker) by its name. */
async function choose(page: Page, name: string | RegExp) {
  await page.getByRole('option', { name }).first().click();
}

test('locations: premise, coordinates, floor, room with a new room type, floor plan kept after reload', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const premise = `E2E premise ${stamp}`;
  const floor = `E2E floor ${stamp}`;
  const room = `E2E room ${stamp}`;
  const roomType = `E2E type ${stamp}`;

  await signInThroughGate(page, 'admin');
  await page.goto('/demo/sections');
  await expect(page.getByRole('heading', { level: 1, name: 'Sections' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/demo\/sections\/[^/]+$/);
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A premise, then its coordinates.
  await page.getByRole('button', { name: 'Add premise' }).click();
  const premiseDialog = page.getByRole('dialog', { name: 'Add premise' });
  await premiseDialog.getByRole('textbox', { name: 'Name' }).fill(premise);
  await premiseDialog.getByRole('button', { name: 'Create' }).click();
  await expect(premiseDialog).toBeHidden();
  await page.getByRole('combobox', { name: 'Search premises' }).fill(stamp);
  await choose(page, premise);
  await expect(page.getByRole('heading', { level: 1, name: premise })).toBeVisible();
  // The shell's trail names every level.
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail).toContainText(premise);

  await page.getByRole('button', { name: 'Add coordinates' }).click();
  const coordinates = page.getByRole('dialog', { name: 'Add coordinates' });
  await coordinates.getByRole('textbox', { name: 'Coordinates' }).fill('59.9,10.7');
  await expect(coordinates.getByRole('button', { name: 'Update' })).toBeDisabled();
  await coordinates.getByRole('textbox', { name: 'Coordinates' }).fill('59.91, 10.75');
  await coordinates.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Location updated')).toBeVisible();
  await expect(page.getByText('59.91, 10.75')).toBeVisible();
  await expectNoAxeViolations(page);

  // A floor.
  await page.getByRole('button', { name: 'Add Floor' }).click();
  const floorDialog = page.getByRole('dialog', { name: 'Add Floor' });
  await floorDialog.getByRole('textbox', { name: 'Name' }).fill(floor);
  await floorDialog.getByRole('textbox', { name: 'Number' }).fill('two');
  await expect(floorDialog.getByText('Must be a whole number')).toBeVisible();
  await floorDialog.getByRole('textbox', { name: 'Number' }).fill('2');
  await floorDialog.getByRole('button', { name: 'Create' }).click();
  await expect(floorDialog).toBeHidden();
  await choose(page, new RegExp(floor));
  await expect(page.getByRole('heading', { level: 1, name: floor })).toBeVisible();

  // A room with a new room type.
  await page.getByRole('button', { name: 'Add Room' }).click();
  const roomDialog = page.getByRole('dialog', { name: 'Add Room' });
  await roomDialog.getByRole('textbox', { name: 'Name' }).fill(room);
  await roomDialog.getByRole('button', { name: 'create new' }).click();
  await roomDialog.getByRole('textbox', { name: 'New room type' }).fill(roomType);
  await roomDialog.getByRole('button', { name: 'Create room type' }).click();
  // The new type is selected: the 'create new' form gives way to the chosen type.
  await expect(roomDialog.getByRole('button', { name: 'Create room type' })).toBeHidden();
  await expect(roomDialog.getByText(roomType)).toBeVisible();
  await roomDialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(roomDialog).toBeHidden();
  await choose(page, new RegExp(room));
  await expect(page.getByRole('heading', { level: 1, name: room })).toBeVisible();
  await expect(page.getByText(roomType)).toBeVisible();
  await expect(trail).toContainText(floor);
  await expectNoAxeViolations(page);

  // The floor's plan, written as JSON, kept after a reload.
  await trail.getByRole('link', { name: floor }).click();
  await page.getByRole('link', { name: 'Add floor-plan' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Floor-plan for ${floor}` }),
  ).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Floor-plan JSON' });
  await editor.fill('[{"type": "room", "x": 0, "y": 0, "w": 8, "h": 5, "label": "' + room + '"}');
  await expect(page.getByText('Input needs to be a valid json array.')).toBeVisible();
  await editor.fill('[{"type": "room", "x": 0, "y": 0, "w": 8, "h": 5, "label": "' + room + '"}]');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('New floorplan saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Floor-plan JSON' })).toHaveValue(
    new RegExp(room),
  );
  await expect(page.getByRole('group', { name: `Floor plan of ${floor}` })).toContainText(room);
  await expectNoAxeViolations(page);
});

test('locations: a device placed on a floor plan by keyboard is kept', async ({ page }) => {
  await signInThroughGate(page, 'admin');
  await page.goto('/demo/sections');
  await page.getByRole('option').first().click();
  // A seeded premise (other tests add premises named E2E ...).
  await page.getByRole('option').filter({ hasNotText: 'E2E' }).first().click();
  await expect(page).toHaveURL(/\/premises\/[^/]+$/);
  const premiseUrl = page.url();

  // The first seeded floor of the premise that has devices: each floor's plan asks the platform
  // for its devices (`location.floor-id`); the answer, not a guess at network quiet, says whether
  // the floor has any.
  await expect(page.getByRole('option').first()).toBeVisible();
  const floors = await page.getByRole('option').count();
  let found = false;
  for (let i = 0; i < floors && !found; i += 1) {
    if (i > 0) await page.goto(premiseUrl);
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.getByRole('option').nth(i).click();
    await expect(page).toHaveURL(/\/floors\/[^/]+$/);
    const devicesAnswer = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && response.url().includes('location.floor-id'),
    );
    await page.getByRole('link', { name: /floor-plan$/ }).click();
    const answer = (await (await devicesAnswer).json()) as { items: unknown[] };
    found = answer.items.length > 0;
  }
  expect(found).toBe(true);
  const placeable = page.getByRole('button', { name: /^(Place on plan|Move) / }).first();
  await expect(placeable).toBeVisible();
  const label = (await placeable.getAttribute('aria-label')) ?? '';
  const serial = label.replace(/^(Place on plan|Move) /, '');
  await placeable.focus();
  await page.keyboard.press('Enter');
  const mark = page.getByRole('button', { name: new RegExp(`^${serial}: `) });
  await expect(mark).toBeFocused();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('New floorplan saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(`^${serial}: `) })).toBeVisible();
  const json = await page.getByRole('textbox', { name: 'Floor-plan JSON' }).inputValue();
  expect(json).toContain(serial);
  expect(json).toContain('"deviceId"');
});
