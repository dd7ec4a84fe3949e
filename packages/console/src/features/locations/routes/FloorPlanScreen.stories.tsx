import { NAME_MAX_LENGTH, SERIAL_NUMBER_MAX_LENGTH } from '@hygiene/api-client';
import { override } from '@hygiene/fake-platform';
import type { FakePlatform, FakePlatformStoryParameters } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { FLOOR_PLAN_BANNER_MS } from '../../../constants';
import { paths } from '../../../routing/paths';
import { harnessLoader, requestsTo } from '../../../testing/StoryHarness';
import { harnessOf, renderLocationScreen, type LocationStoryArgs } from '../testing/LocationStory';
import { withLongestValues } from '../../../testing/longestValues';
import { expectFitsPhone, onPhone } from '../../../testing/storyViews';
import {
  drawnPlan,
  story,
  urls,
  withDrawnPlan,
  withPlan,
  withSeededPlan,
  withStoryPlans,
} from '../testing/locationStoryData';
import { FloorPlanScreen } from './FloorPlanScreen';
import { expectBannerGone, expectVersioned } from '../../../testing/storyChecks';

const meta = {
  title: 'Console/Locations/Floor plan',
  loaders: [harnessLoader],
  args: { url: urls.floorPlanEdit },
  // The plan floor's plan as another editor wrote it, and the bare floor with none; stories that
  // need the kit's format or the seed's own plan set theirs.
  parameters: { fakePlatform: { setup: withStoryPlans } },
  render: renderLocationScreen(FloorPlanScreen, paths.floorPlan.pattern),
} satisfies Meta<LocationStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const planPath = `/floors/${story.floor.id}/floor-plans`;
/** A building's drawing (a 320 x 240 PNG of rooms either side of a corridor), inlined. */
const DRAWING_SRC =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAUAAAADwCAAAAABURuK3AAABzElEQVR42u3d3Q2CMBSAUSZhEvdfhiFQISHG2BT7g2093zO5lUPk7YZpVVYTAoAAAQIUQIAAASoL8KavAgiwPcC5RPv4gUc9WkOAJV6rr89nxFEAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBBgHDD6CaazV//DKIAAGwN8/reXYO/zl/Q6H7W9A48AAuwEUAABAgQogAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIUAABAgSoWoCflk9K/8iWzwAIsFHA1I2UzAWXLs8ACLBNwCLrrlcsr/7yjBkgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQKMA1Ztv7khzggB6oqveglgHUClBBAgQIAABRAgQIBK6A6BKj753Q4cagAAAABJRU5ErkJggg==';
const [firstDevice, secondDevice] = story.floorDevices;
const title = `Floor-plan for ${story.floor.name}`;

/**
 * A floor whose stored plan was written elsewhere (entries the kit does not know): the title, the
 * 13-row JSON editor with the stored text, the entries counted as not shown, and every device of
 * the floor listed, none yet on the plan.
 */
export const ForeignPlan: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    const editor = await canvas.findByRole('textbox', { name: 'Floor-plan JSON' });
    await expect(editor).toHaveAttribute('rows', '13');
    await expect((editor as HTMLTextAreaElement).value).toContain('Punkt 1');
    await expect(
      canvas.getAllByText(
        `${story.floorPlanLength} entries not shown: unknown shape or missing size.`,
      )[0],
    ).toBeVisible();
    const devices = await canvas.findByRole('list', { name: 'Devices' });
    await waitFor(() =>
      expect(within(devices).getAllByRole('listitem')).toHaveLength(story.floorDevices.length),
    );
    await expect(within(devices).getAllByText(/not on the plan/)).toHaveLength(
      story.floorDevices.length,
    );
    await expect(
      within(devices).getByRole('link', { name: firstDevice!.serialNumber }),
    ).toHaveAttribute('href', `/demo/device/${firstDevice!.id}`);
    await expect(canvas.getByRole('button', { name: 'Save plan' })).toBeDisabled();

    const h = harnessOf(loaded);
    await expect(requestsTo(h, planPath)[0]?.tenantHeader).toBe('demo');
    const list = requestsTo(h, '/tenants/demo/devices?')[0];
    await expect(list?.url.searchParams.getAll('location.floor-id')).toEqual([story.floor.id]);
  },
};

/**
 * The plan the sandbox seeds for every floor: the floor's rooms drawn and named, the corridor,
 * every device of the floor placed in its room with its live state; nothing left out, nothing
 * 'not on the plan'.
 */
export const SeededPlan: Story = {
  args: { url: urls.floorPlan },
  parameters: { fakePlatform: { setup: withSeededPlan } },
  play: async ({ canvas }) => {
    const drawing = await canvas.findByRole('group', { name: `Floor plan of ${story.floor.name}` });
    const rooms = story.seededPlan.filter((e) => e['type'] === 'room');
    await expect(drawing.querySelectorAll('[data-shape="room"]')).toHaveLength(rooms.length);
    await expect(drawing).toHaveTextContent(String(rooms[0]!['label']));
    await expect(drawing).toHaveTextContent('Korridor');
    for (const device of story.floorDevices) {
      await expect(
        await within(drawing).findByRole('button', {
          name: new RegExp(`^${device.serialNumber}: `),
        }),
      ).toBeVisible();
    }
    const devices = canvas.getByRole('list', { name: 'Devices' });
    await expect(within(devices).queryAllByText(/not on the plan/)).toHaveLength(0);
    await expect(canvas.queryByText(/not shown: unknown shape/)).toBeNull();
  },
};

/**
 * WCAG 2.5.7 without dragging: 'Place on plan' puts the device in the middle and focuses its mark;
 * the arrow keys move it; 'Save plan' PUTs the map (a plan exists) with the foreign entries left
 * exactly as they were; 'New floorplan saved' hides after 4 s.
 */
export const PlaceByKeyboard: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const serial = firstDevice!.serialNumber;
    await userEvent.click(await canvas.findByRole('button', { name: `Place on plan ${serial}` }));
    const mark = await canvas.findByRole('button', { name: new RegExp(`^${serial}: `) });
    await waitFor(() => expect(mark).toHaveFocus());
    await expect(mark).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save plan' }));
    await expect(await canvas.findByText('New floorplan saved')).toBeVisible();

    const put = requestsTo(harnessOf(loaded), planPath).find((r) => r.method === 'PUT');
    await expect(put?.tenantHeader).toBe('demo');
    const map = (put?.body as { map: Record<string, unknown>[] }).map;
    await expect(map).toHaveLength(story.floorPlanLength + 1);
    await expect(map.slice(0, -1).every((entry) => !('type' in entry))).toBe(true);
    await expect(map.at(-1)).toMatchObject({
      type: 'dispenser',
      deviceId: firstDevice!.id,
      label: serial,
    });
    await expectBannerGone(canvas, 'New floorplan saved', FLOOR_PLAN_BANNER_MS);
  },
};

/** A picture of a floor made in the browser (rooms either side of a corridor), as a PNG file. */
async function floorPicture(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 640, 480);
  context.strokeStyle = '#333';
  context.lineWidth = 8;
  context.strokeRect(20, 20, 600, 440);
  for (const x of [170, 320, 470]) {
    context.beginPath();
    context.moveTo(x, 20);
    context.lineTo(x, 200);
    context.stroke();
  }
  context.strokeRect(20, 200, 600, 80);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob!], 'etasje.png', { type: 'image/png' });
}

/** Chooses `file` in the drawing's file picker, as the person's choice does. */
function chooseDrawing(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector<HTMLInputElement>('[data-testid="drawing-file"]')!;
  const files = new DataTransfer();
  files.items.add(file);
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The building's own drawing (issue 49): 'Add drawing' takes a picture, made small here as a
 * JPEG, drawn under the plan's devices and put first in its JSON; 'Save plan' stores it with the
 * plan; 'Replace drawing' and 'Remove drawing' are then offered.
 */
export const AddDrawing: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    await expect(await canvas.findByRole('button', { name: 'Add drawing' })).toBeVisible();
    chooseDrawing(canvasElement, await floorPicture());
    const drawing = await canvas.findByRole('group', { name: `Floor plan of ${story.floor.name}` });
    await waitFor(() =>
      expect(drawing.querySelector('image[data-shape="drawing"]')).not.toBeNull(),
    );
    const image = drawing.querySelector('image[data-shape="drawing"]')!;
    await expect(image.getAttribute('href')).toMatch(/^data:image\/jpeg;base64,/);
    await expect(canvas.getByRole('button', { name: 'Replace drawing' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove drawing' })).toBeVisible();
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Save plan' }));
    await expect(await canvas.findByText('New floorplan saved')).toBeVisible();
    const put = requestsTo(harnessOf(loaded), planPath).find((r) => r.method === 'PUT');
    const [first, ...rest] = (put?.body as { map: Record<string, unknown>[] }).map;
    await expect(first).toMatchObject({ type: 'drawing', x: expect.any(Number) });
    await expect(String(first?.['src'])).toMatch(/^data:image\/jpeg;base64,/);
    await expect(rest).toHaveLength(story.floorPlanLength);
    await expectBannerGone(canvas, 'New floorplan saved', FLOOR_PLAN_BANNER_MS);
  },
};

/** A PDF is refused with what to do instead; nothing changes in the plan. */
export const DrawingFromPdf: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Add drawing' });
    chooseDrawing(
      canvasElement,
      new File([new Uint8Array(10 * 1024 * 1024)], 'plan.pdf', { type: 'application/pdf' }),
    );
    await expect(
      await canvas.findByText(
        'A PDF cannot be used yet: save its page as a PNG or JPEG picture and choose that.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('Unsaved changes')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save plan' })).toBeDisabled();
  },
};

/**
 * A device taken off the plan ('Remove' in the list): it stays in the list, 'not on the plan',
 * and 'Save plan' PUTs the map without its entry, every other entry as it was.
 */
export const RemoveFromPlan: Story = {
  parameters: { fakePlatform: { setup: withSeededPlan } },
  play: async ({ canvas, loaded, userEvent }) => {
    const serial = firstDevice!.serialNumber;
    await userEvent.click(await canvas.findByRole('button', { name: `Remove ${serial}` }));
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save plan' }));
    await expect(await canvas.findByText('New floorplan saved')).toBeVisible();
    const put = requestsTo(harnessOf(loaded), planPath).find((r) => r.method === 'PUT');
    const map = (put?.body as { map: Record<string, unknown>[] }).map;
    await expect(map.map((entry) => entry['deviceId'])).not.toContain(firstDevice!.id);
    await expect(map).toEqual(story.seededPlan.filter((e) => e['deviceId'] !== firstDevice!.id));
    const devices = canvas.getByRole('list', { name: 'Devices' });
    await expect(within(devices).getAllByText(/not on the plan/)).toHaveLength(1);
    await expectBannerGone(canvas, 'New floorplan saved', FLOOR_PLAN_BANNER_MS);
  },
};

/** Where the plan's point (`x`, `y`) is on the screen. */
function onScreen(svg: SVGSVGElement, x: number, y: number) {
  const point = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
  return { clientX: Math.round(point.x), clientY: Math.round(point.y) };
}

/**
 * A room drawn on a floor without a plan: 'Draw a room', a drag across the plan, then which of
 * the floor's rooms it is (the first not on the plan is offered, the field has the focus); 'Add
 * to plan' puts it in, linked by `roomId`, and 'Save plan' creates the plan with it (POST).
 */
export const DrawRoom: Story = {
  args: { url: urls.bareFloorPlanEdit },
  play: async ({ canvas, loaded, userEvent }) => {
    const drawing = await canvas.findByRole('group', { name: /^Floor plan of / });
    const svg = (drawing instanceof SVGSVGElement ? drawing : drawing.querySelector('svg'))!;
    await userEvent.click(canvas.getByRole('button', { name: 'Draw a room' }));
    // Pointer events as a mouse sends them, each where the plan is at that moment.
    const press = (type: string, x: number, y: number) =>
      svg.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          pointerId: 1,
          isPrimary: true,
          ...onScreen(svg, x, y),
        }),
      );
    press('pointerdown', 10, 10);
    press('pointermove', 30, 20);
    press('pointerup', 40, 30);
    const form = await canvas.findByRole('form', { name: 'The room you drew' });
    const which = within(form).getByRole('combobox', { name: 'Which room is it?' });
    await waitFor(() => expect(which).toHaveFocus());
    await waitFor(() => expect((which as HTMLSelectElement).value).not.toBe(''));
    const name = (which as HTMLSelectElement).selectedOptions[0]!.textContent;
    await userEvent.click(within(form).getByRole('button', { name: 'Add to plan' }));
    await expect(canvas.queryByRole('form', { name: 'The room you drew' })).toBeNull();
    await expect(drawing).toHaveTextContent(name!);

    await userEvent.click(canvas.getByRole('button', { name: 'Save plan' }));
    await expect(await canvas.findByText('New floorplan saved')).toBeVisible();
    const post = harnessOf(loaded).requests.find(
      (r) => r.path.endsWith('/floor-plans') && r.method === 'POST',
    );
    await expect((post?.body as { map: unknown[] }).map).toEqual([
      {
        type: 'room',
        x: expect.closeTo(10, 0),
        y: expect.closeTo(10, 0),
        w: expect.closeTo(30, 0),
        h: expect.closeTo(20, 0),
        label: name,
        roomId: (which as HTMLSelectElement).value,
      },
    ]);
    await expectBannerGone(canvas, 'New floorplan saved', FLOOR_PLAN_BANNER_MS);
  },
};

/** Saves the floor's plan as another tab would, straight to the platform (not through the screen). */
async function saveElsewhere(map: unknown[]) {
  const response = await fetch(`/api${planPath}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      'x-tenant-identifier': 'demo',
      authorization: 'Bearer another-tab',
    },
    body: JSON.stringify({ map }),
  });
  await expect(response.status).toBe(204);
}

/**
 * Another tab saved the plan after this one opened it (placing the second device): 'Save plan'
 * sends the version it edits (If-Match), the platform keeps the other save (412), and nothing is
 * lost: the person's placement is put onto the saved plan, the screen says so, and the next save
 * edits the version now stored with both placements and the other tab's note.
 */
export const ChangedElsewhereMerged: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const serial = firstDevice!.serialNumber;
    const theirs = [
      { note: 'saved in another tab' },
      { type: 'dispenser', x: 5, y: 5, deviceId: secondDevice!.id },
    ];
    await userEvent.click(await canvas.findByRole('button', { name: `Place on plan ${serial}` }));
    await saveElsewhere(theirs);
    await userEvent.click(canvas.getByRole('button', { name: 'Save plan' }));

    await expect(
      await canvas.findByText(/changed elsewhere after you opened it, so yours was not saved yet/),
    ).toBeVisible();
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    const h = harnessOf(loaded);
    const [stale] = requestsTo(h, planPath).filter((r) => r.method === 'PUT');
    await expectVersioned(stale);
    // The editor is remounted on the merged plan: ask for it again.
    await waitFor(() =>
      expect(
        (canvas.getByRole('textbox', { name: 'Floor-plan JSON' }) as HTMLTextAreaElement).value,
      ).toContain('saved in another tab'),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Save plan' }));
    await expect(await canvas.findByText('New floorplan saved')).toBeVisible();
    const puts = requestsTo(h, planPath).filter((r) => r.method === 'PUT');
    await expect(puts).toHaveLength(2);
    await expectVersioned(puts[1]);
    await expect(puts[1]?.ifMatch).not.toBe(stale?.ifMatch);
    const saved = (puts[1]?.body as { map: Record<string, unknown>[] }).map;
    await expect(saved).toEqual([
      ...theirs,
      expect.objectContaining({ type: 'dispenser', deviceId: firstDevice!.id }),
    ]);
    await expectBannerGone(canvas, 'New floorplan saved', FLOOR_PLAN_BANNER_MS);
  },
};

/**
 * A plan in the kit's format: rooms, a wall, a label and a placed device with its status; a
 * legend; zoom in and back to fit. Choosing 'Move' and then a point moves the device there.
 */
export const DrawnPlan: Story = {
  parameters: { fakePlatform: { setup: withDrawnPlan } },
  play: async ({ canvas, userEvent }) => {
    const drawing = await canvas.findByRole('group', { name: `Floor plan of ${story.floor.name}` });
    await expect(drawing.querySelectorAll('[data-shape="room"]')).toHaveLength(2);
    await expect(drawing.querySelectorAll('[data-shape="wall"]')).toHaveLength(1);
    await expect(drawing).toHaveTextContent('Korridor');
    const serial = firstDevice!.serialNumber;
    await expect(
      await within(drawing).findByRole('button', { name: new RegExp(`^${serial}: `) }),
    ).toBeVisible();
    await expect(
      canvas.getAllByText('1 entry not shown: unknown shape or missing size.')[0],
    ).toBeVisible();
    const legend = canvas.getByRole('list', { name: 'Legend' });
    for (const status of [
      'Online',
      'Offline',
      'Battery low',
      'Battery critical',
      'Low fluid',
      'Empty',
      'Motor stuck',
    ]) {
      await expect(legend).toHaveTextContent(status);
    }

    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(drawing).toHaveAttribute('data-zoom', '1.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom to fit' }));
    await expect(drawing).toHaveAttribute('data-zoom', '1');

    // Choosing a point: select the device, then click on the plan.
    await userEvent.click(canvas.getByRole('button', { name: `Move ${serial}` }));
    await expect(canvas.getByText(new RegExp(`${serial} selected`))).toBeVisible();
    // Focus moves to the device's mark a frame or two later, and scrolls the plan into view.
    const mark = within(drawing).getByRole('button', { name: new RegExp(`^${serial}: `) });
    await waitFor(() => expect(mark).toHaveFocus());
    // The plan's point (16, 3), in Skyllerom, where the screen shows it once the page has
    // settled, clicked in the same task as it is read, on whole pixels: the same point on every
    // run (a click aimed before that scroll landed 7 units higher).
    const svg = drawing instanceof SVGSVGElement ? drawing : drawing.querySelector('svg')!;
    const screen = await settledScreenMatrix(svg);
    const point = new DOMPoint(16, 3).matrixTransform(screen);
    svg.dispatchEvent(
      new MouseEvent('click', {
        bubbles: true,
        clientX: Math.round(point.x),
        clientY: Math.round(point.y),
      }),
    );
    await expect(await canvas.findByText('Unsaved changes')).toBeVisible();
    const editor = canvas.getByRole('textbox', { name: 'Floor-plan JSON' }) as HTMLTextAreaElement;
    const moved = (JSON.parse(editor.value) as Record<string, unknown>[]).find(
      (e) => e['deviceId'] === firstDevice!.id,
    );
    await expect(moved?.['x']).toBeCloseTo(16, 0);
    await expect(moved?.['y']).toBeCloseTo(3, 0);
    // The foreign entry is still there, untouched.
    await expect(JSON.parse(editor.value)).toContainEqual(drawnPlan().at(-1));
  },
};

/** Where `svg` is on the screen once it stays put for two frames in a row (within a second). */
async function settledScreenMatrix(svg: SVGSVGElement): Promise<DOMMatrix> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  // Compared by value: Chromium's getScreenCTM gives an SVGMatrix, whose string is its type name.
  const read = () => DOMMatrix.fromMatrix(svg.getScreenCTM()!);
  let matrix = read();
  for (let tries = 0; tries < 30; tries += 1) {
    await frame();
    await frame();
    const next = read();
    if (next.toString() === matrix.toString()) break;
    matrix = next;
  }
  return read();
}

/** Live status: a 'State' event 'Empty' from a placed device turns its mark to 'Empty'. */
export const LiveStatus: Story = {
  args: { url: urls.floorPlan },
  parameters: { fakePlatform: { setup: withDrawnPlan } },
  play: async ({ canvas, loaded }) => {
    const h = harnessOf(loaded);
    const serial = firstDevice!.serialNumber;
    await canvas.findByRole('button', { name: new RegExp(`^${serial}: `) });
    await waitFor(() =>
      expect(h.connection.invocations.some((i) => i.methodName === 'JoinTenantGroup')).toBe(true),
    );
    h.connection.emit('ReceiveDeviceEvent', {
      deviceId: firstDevice!.id,
      eventType: 'State',
      event: 'Empty',
      timestamp: new Date().toISOString(),
    });
    // ', needs attention…' follows when the platform's worklist has the device too.
    await expect(
      await canvas.findByRole('button', { name: new RegExp(`^${serial}: Empty`) }),
    ).toBeVisible();
    const devices = canvas.getByRole('list', { name: 'Devices' });
    await expect(within(devices).getAllByText(/Empty/).length).toBeGreaterThan(0);
  },
};

/**
 * A device the platform's worklist has as empty (issue 29): its mark shows empty (the worklist's
 * word) with a solid frame and says 'needs attention now', on the plan and in the list.
 */
export const NeedsAttention: Story = {
  args: { url: urls.floorPlan },
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        withDrawnPlan(platform);
        withFirstDeviceEmpty(platform);
      },
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    const serial = firstDevice!.serialNumber;
    const mark = await canvas.findByRole('button', {
      name: new RegExp(`^${serial}: Empty, needs attention now$`),
    });
    await expect(mark.querySelector('[data-attention="critical"]')).not.toBeNull();
    const devices = canvas.getByRole('list', { name: 'Devices' });
    await expect(within(devices).getAllByText(/needs attention now/).length).toBeGreaterThan(0);
  },
};

/** Empties the first device in the platform's worklist (Empty since now): critical. */
function withFirstDeviceEmpty(platform: FakePlatform) {
  platform.edit((state) => {
    const device = state.devices.find((d) => d.id === firstDevice!.id)!;
    device.health = { ...device.health, fluid: { level: 'Empty', since: state.now } };
  });
}

/**
 * From the worklist's link (`?device=`), in the viewer: that device is chosen (ringed and pressed
 * on the plan, marked in the list) and its panel says why it needs someone, in the worklist's
 * words, with its room and a link to its page. Nothing is written.
 */
export const PointedOut: Story = {
  args: { url: `${urls.floorPlan}?device=${firstDevice!.id}` },
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        withSeededPlan(platform);
        withFirstDeviceEmpty(platform);
      },
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, loaded }) => {
    const serial = firstDevice!.serialNumber;
    const mark = await canvas.findByRole('button', { name: new RegExp(`^${serial}: Empty`) });
    await expect(mark.querySelector('[data-highlighted]')).not.toBeNull();
    await expect(mark).toHaveAttribute('aria-pressed', 'true');
    const panel = await canvas.findByRole('region', { name: `Dispenser ${serial}` });
    // Its state in the plan's words, and the worklist's finding with since when.
    await expect(panel).toHaveTextContent(/Empty since /);
    await expect(within(panel).getByRole('link', { name: 'Open device page' })).toHaveAttribute(
      'href',
      `/demo/device/${firstDevice!.id}`,
    );
    await expect(panel).toHaveTextContent(/ · in /);
    await expect(harnessOf(loaded).requests.filter((r) => r.method !== 'GET')).toEqual([]);
  },
};

/**
 * From the worklist's link while the floor's worklist has not answered: the panel says it is
 * checking (never 'nothing needed', a guess), and the mark is pointed out only once the panel
 * knows, so the panel's growth never pushes it back out of view.
 */
export const PointedOutWhileChecking: Story = {
  args: { url: `${urls.floorPlan}?device=${firstDevice!.id}` },
  parameters: {
    fakePlatform: { setup: withSeededPlan } satisfies FakePlatformStoryParameters,
    msw: { handlers: { overrides: [override.loading('get', '/tenants/{tenant}/attention')] } },
  },
  play: async ({ canvas }) => {
    const serial = firstDevice!.serialNumber;
    const panel = await canvas.findByRole('region', { name: `Dispenser ${serial}` });
    await expect(panel).toHaveTextContent('Checking whether it needs attention…');
    await expect(panel).not.toHaveTextContent('Nothing needs attention here.');
    const mark = await canvas.findByRole('button', { name: new RegExp(`^${serial}: `) });
    await expect(mark).toHaveAttribute('aria-pressed', 'false');
  },
};

/**
 * The floor's worklist cannot answer: the panel says so (its live status still shows) and the
 * mark is pointed out all the same.
 */
export const PointedOutNeedsUnknown: Story = {
  args: { url: `${urls.floorPlan}?device=${firstDevice!.id}` },
  parameters: {
    fakePlatform: { setup: withSeededPlan } satisfies FakePlatformStoryParameters,
    msw: { handlers: { overrides: [override.error('get', '/tenants/{tenant}/attention')] } },
  },
  play: async ({ canvas }) => {
    const serial = firstDevice!.serialNumber;
    const panel = await canvas.findByRole('region', { name: `Dispenser ${serial}` });
    await expect(
      await within(panel).findByText(/Whether it needs attention cannot be checked now\./),
    ).toBeVisible();
    const mark = await canvas.findByRole('button', { name: new RegExp(`^${serial}: `) });
    await waitFor(() => expect(mark).toHaveAttribute('aria-pressed', 'true'));
  },
};

/**
 * The viewer, as every role opens the plan (the worklist's link, the breadcrumb): the seeded plan
 * live, no editor and no save; choosing a mark shows its panel,
 * 'Close' ends the choice; 'Edit plan' (offered to a role that may save the plan) opens edit mode
 * with the JSON editor, and 'Done' returns.
 */
export const Viewer: Story = {
  args: { url: urls.floorPlan },
  parameters: { fakePlatform: { setup: withSeededPlan } },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText(/Where each dispenser hangs and how it is doing, live\./),
    ).toBeVisible();
    const serial = secondDevice!.serialNumber;
    const mark = await canvas.findByRole('button', { name: new RegExp(`^${serial}: `) });
    await expect(canvas.queryByRole('textbox', { name: 'Floor-plan JSON' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save plan' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Move / })).toBeNull();

    await userEvent.click(mark);
    const panel = await canvas.findByRole('region', { name: `Dispenser ${serial}` });
    await expect(mark).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('region', { name: `Dispenser ${serial}` })).toBeNull();

    await userEvent.click(await canvas.findByRole('button', { name: 'Edit plan' }));
    await expect(await canvas.findByRole('textbox', { name: 'Floor-plan JSON' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save plan' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(await canvas.findByRole('button', { name: 'Edit plan' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Floor-plan JSON' })).toBeNull();
  },
};

/** The viewer of a floor without a plan: it says so, lists the floor's devices, offers to edit. */
export const ViewerWithoutPlan: Story = {
  args: { url: urls.bareFloorPlan },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No floor plan yet.')).toBeVisible();
    const devices = await canvas.findByRole('list', { name: 'Devices' });
    await waitFor(() =>
      expect(within(devices).getAllByText(/not on the plan/)).toHaveLength(
        story.bare.devices.length,
      ),
    );
    await expect(await canvas.findByRole('button', { name: 'Edit plan' })).toBeVisible();
  },
};

/** The viewer on a phone: the list of devices first, then the plan; nothing scrolls sideways. */
export const ViewerOnPhone: Story = {
  ...onPhone,
  args: { url: `${urls.floorPlan}?device=${firstDevice!.id}` },
  parameters: { fakePlatform: { setup: withSeededPlan } },
  play: async ({ canvas, canvasElement }) => {
    const drawing = await canvas.findByRole('group', { name: `Floor plan of ${story.floor.name}` });
    const list = canvas.getByRole('list', { name: 'Devices' });
    await expect(
      list.compareDocumentPosition(drawing) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await canvas.findByRole('region', { name: `Dispenser ${firstDevice!.serialNumber}` });
    await expectFitsPhone(canvasElement);
  },
};

/**
 * A plan that is only the building's drawing, its devices placed on it: the viewer shows the
 * picture under the live marks, fitted to it.
 */
export const ViewerDrawingOnly: Story = {
  args: { url: urls.floorPlan },
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        withPlan(platform, [
          { type: 'drawing', x: 0, y: 0, w: 32, h: 24, src: DRAWING_SRC },
          ...story.floorDevices.map((device, i) => ({
            type: 'dispenser',
            x: 4 + (i % 4) * 7,
            y: 4 + Math.floor(i / 4) * 8,
            deviceId: device.id,
            label: device.serialNumber,
          })),
        ]);
      },
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    const drawing = await canvas.findByRole('group', { name: `Floor plan of ${story.floor.name}` });
    await expect(drawing.querySelector('image[data-shape="drawing"]')).not.toBeNull();
    await expect(drawing.querySelectorAll('[data-shape="room"]')).toHaveLength(0);
    for (const device of story.floorDevices) {
      await expect(
        await within(drawing).findByRole('button', {
          name: new RegExp(`^${device.serialNumber}: `),
        }),
      ).toBeVisible();
    }
  },
};

/** The viewer in the dark theme, a device chosen. */
export const ViewerDark: Story = {
  globals: { theme: 'dark' },
  args: { url: `${urls.floorPlan}?device=${firstDevice!.id}` },
  parameters: { fakePlatform: { setup: withSeededPlan } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: `Dispenser ${firstDevice!.serialNumber}` });
  },
};

/** A floor without a plan: a save creates it with POST (spec §4). */
export const NoPlanYet: Story = {
  args: { url: urls.bareFloorPlanEdit },
  play: async ({ canvas, loaded, userEvent }) => {
    await expect(await canvas.findByText(/No floor plan yet/)).toBeVisible();
    const editor = canvas.getByRole('textbox', { name: 'Floor-plan JSON' });
    await expect(editor).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(editor);
    await userEvent.paste('[{"type": "room", "x": 0, "y": 0, "w": 4, "h": 3, "label": "Lager"}]');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('New floorplan saved')).toBeVisible();
    const writes = harnessOf(loaded).requests.filter(
      (r) => r.path.endsWith('/floor-plans') && r.method !== 'GET',
    );
    await expect(writes.map((r) => r.method)).toEqual(['POST']);
    await expect(writes[0]?.body).toEqual({
      map: [{ type: 'room', x: 0, y: 0, w: 4, h: 3, label: 'Lager' }],
    });
    await expectBannerGone(canvas, 'New floorplan saved', FLOOR_PLAN_BANNER_MS);
  },
};

/**
 * A plan created elsewhere while this page showed none: the first save (POST) answers 409, the
 * screen says the plan changed elsewhere instead of failing every save after, the person's room
 * is put onto the plan created meanwhile, and the next save PUTs both on its version.
 */
export const CreatedElsewhere: Story = {
  args: { url: urls.bareFloorPlanEdit },
  play: async ({ canvas, loaded, userEvent }) => {
    await expect(await canvas.findByText(/No floor plan yet/)).toBeVisible();
    const writes = () =>
      harnessOf(loaded).requests.filter(
        (r) => r.path.endsWith('/floor-plans') && r.method !== 'GET',
      );
    const path = writesPath(harnessOf(loaded));
    const created = await fetch(`/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-tenant-identifier': 'demo',
        authorization: 'Bearer another-tab',
      },
      body: JSON.stringify({ map: [{ note: 'created in another tab' }] }),
    });
    await expect(created.status).toBe(204);

    await userEvent.click(canvas.getByRole('textbox', { name: 'Floor-plan JSON' }));
    await userEvent.paste('[{"type": "room", "x": 0, "y": 0, "w": 4, "h": 3, "label": "Lager"}]');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText(/changed elsewhere after you opened it, so yours was not saved yet/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save plan' }));
    await expect(await canvas.findByText('New floorplan saved')).toBeVisible();
    await expect(writes().map((r) => r.method)).toEqual(['POST', 'PUT']);
    await expectVersioned(writes()[1]);
    await expect((writes()[1]?.body as { map: unknown[] }).map).toEqual([
      { note: 'created in another tab' },
      { type: 'room', x: 0, y: 0, w: 4, h: 3, label: 'Lager' },
    ]);
    await expectBannerGone(canvas, 'New floorplan saved', FLOOR_PLAN_BANNER_MS);
  },
};

/** The floor-plans path the page read (the bare floor's), as the harness recorded it. */
function writesPath(h: ReturnType<typeof harnessOf>): string {
  const read = h.requests.find((r) => r.method === 'GET' && r.path.endsWith('/floor-plans'));
  if (!read) throw new Error('the page read no floor plan');
  return read.path;
}

/** Spec §5: text that is not a JSON array, or none, cannot be saved. */
export const InvalidAndEmptyJson: Story = {
  play: async ({ canvas, userEvent }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Floor-plan JSON' });
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.clear(editor);
    await expect(save).toBeDisabled();
    await userEvent.paste('{"type": "room"');
    await expect(canvas.getByText('Input needs to be a valid json array.')).toBeVisible();
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();
    await userEvent.clear(editor);
    await userEvent.paste('{"not": "an array"}');
    await expect(canvas.getByText('Input needs to be a valid json array.')).toBeVisible();
    await expect(save).toBeDisabled();
  },
};

/** Spec §8 'Unable to save floorplan': the banner, and the text stays as typed. */
export const SaveFails: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('put', '/floors/{id}/floor-plans')] } },
  },
  play: async ({ canvas, userEvent }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Floor-plan JSON' });
    await userEvent.clear(editor);
    const text = '[{"type": "label", "x": 1, "y": 1, "text": "Utgang"}]';
    await userEvent.paste(text);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Unable to save floorplan')).toBeVisible();
    await expect(editor).toHaveValue(text);
    await expectBannerGone(canvas, 'Unable to save floorplan', FLOOR_PLAN_BANNER_MS);
  },
};

/** The room's floor plan: the room route asks /rooms/{id}/floor-plans (spec §2 precedence). */
export const RoomPlan: Story = {
  args: { url: urls.roomPlanEdit },
  render: renderLocationScreen(FloorPlanScreen, paths.roomPlan.pattern),
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Floor-plan for ${story.room.name}` }),
    ).toBeVisible();
    await canvas.findByRole('textbox', { name: 'Floor-plan JSON' });
    const h = harnessOf(loaded);
    await expect(requestsTo(h, `/rooms/${story.room.id}/floor-plans`)).toHaveLength(1);
    await expect(requestsTo(h, planPath)).toHaveLength(0);
    const list = requestsTo(h, '/tenants/demo/devices?')[0];
    await expect(list?.url.searchParams.getAll('location.room-id')).toEqual([story.room.id]);
  },
};

/** Spec §4 floor-plan fetch 'loading'. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.loading('get', '/floors/{id}/floor-plans')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { fakePlatform: { setup: withDrawnPlan } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: `Place on plan ${secondDevice!.serialNumber}` }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  ...onPhone,
  parameters: { fakePlatform: { setup: withDrawnPlan } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('textbox', { name: 'Floor-plan JSON' });
    await canvas.findByRole('list', { name: 'Devices' });
    await expectFitsPhone(canvasElement);
  },
};

/**
 * The longest names and serials the contract allows on a phone (100, 64): the title holds the
 * floor's whole name, each device its whole serial, and nothing scrolls sideways (issue 54).
 */
export const LongestValuesOnPhone: Story = {
  ...onPhone,
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        withDrawnPlan(platform);
        withLongestValues(platform);
      },
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, canvasElement }) => {
    const heading = await canvas.findByRole('heading', { level: 1 });
    await expect(heading.textContent).toMatch(new RegExp(`^Floor-plan for .{${NAME_MAX_LENGTH}}$`));
    const devices = await canvas.findByRole('list', { name: 'Devices' });
    await waitFor(() =>
      expect(devices.textContent).toMatch(
        new RegExp(`[A-Z0-9][A-Za-z0-9-]{${SERIAL_NUMBER_MAX_LENGTH - 1}}`),
      ),
    );
    await expectFitsPhone(canvasElement);
  },
};

/**
 * Floor plans stay editable for a tenant's own staff (roles table): they place a device and
 * save, and the platform takes the save.
 */
export const AsTenantStaff: Story = {
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, loaded, userEvent }) => {
    const serial = firstDevice!.serialNumber;
    await userEvent.click(await canvas.findByRole('button', { name: `Place on plan ${serial}` }));
    await expect(canvas.queryByText('Not allowed')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save plan' }));
    await expect(await canvas.findByText('New floorplan saved')).toBeVisible();
    const put = requestsTo(harnessOf(loaded), planPath).find((r) => r.method === 'PUT');
    await expect(put?.authorization).not.toBe('Bearer story-token');
    await expect(put?.tenantHeader).toBe('demo');
    await expectBannerGone(canvas, 'New floorplan saved', FLOOR_PLAN_BANNER_MS);
  },
};
