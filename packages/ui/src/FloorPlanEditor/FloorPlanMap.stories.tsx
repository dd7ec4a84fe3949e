import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expectFitsPhone, onPhone } from '@hygiene/story-kit';
import { expect, fn, waitFor, within } from 'storybook/test';

import { placeDevice, removeDevice, type FloorPlanPoint } from './floorPlan';
import { FloorPlanMap, type FloorPlanDevice } from './FloorPlanMap';
import type { FloorPlanRect } from './useRoomDrawing';

const plan = [
  { type: 'room', x: 0, y: 0, w: 8, h: 5, label: 'Washroom 2.14' },
  { type: 'room', x: 8, y: 0, w: 6, h: 5, label: 'Washroom 2.15' },
  { type: 'wall', x1: 0, y1: 8, x2: 14, y2: 8 },
  { type: 'label', x: 7, y: 6.5, text: 'Corridor' },
  { type: 'dispenser', x: 1, y: 1, deviceId: 'd1', label: 'SN-0001' },
  { type: 'dispenser', x: 9, y: 1, deviceId: 'd2', label: 'SN-0002' },
  { type: 'dispenser', x: 12, y: 4, deviceId: 'd3', label: 'SN-0003' },
  { type: 'dispenser', x: 4, y: 4, deviceId: 'd4', label: 'SN-0004' },
  { type: 'dispenser', x: 6, y: 2, deviceId: 'd6', label: 'SN-0006' },
  { type: 'dispenser', x: 10, y: 3, deviceId: 'd7', label: 'SN-0007' },
  { type: 'dispenser', x: 13, y: 1, deviceId: 'd8', label: 'SN-0008' },
  { x: 40, y: 12, label: 'from another editor' },
];

const devices: FloorPlanDevice[] = [
  { id: 'd1', label: 'SN-0001', status: 'online', href: '/demo/device/d1' },
  { id: 'd2', label: 'SN-0002', status: 'offline', href: '/demo/device/d2' },
  { id: 'd3', label: 'SN-0003', status: 'lowBattery', href: '/demo/device/d3' },
  { id: 'd4', label: 'SN-0004', status: 'lowFluid', href: '/demo/device/d4' },
  { id: 'd5', label: 'SN-0005', status: 'unknown', href: '/demo/device/d5' },
  { id: 'd6', label: 'SN-0006', status: 'empty', href: '/demo/device/d6' },
  { id: 'd7', label: 'SN-0007', status: 'criticalBattery', href: '/demo/device/d7' },
  { id: 'd8', label: 'SN-0008', status: 'stuck', href: '/demo/device/d8' },
];

/** The map with its own state, as a screen holds it: each placement changes the map. */
function Editable({
  onPlace,
  initial = plan,
}: {
  onPlace: (id: string, point: FloorPlanPoint) => void;
  initial?: unknown[];
}) {
  const [map, setMap] = useState<unknown[]>(initial);
  return (
    <>
      <FloorPlanMap
        map={map}
        devices={devices}
        label="Floor plan of 2nd floor"
        onPlace={(id, point) => {
          onPlace(id, point);
          setMap((current) => placeDevice(current, id, point));
        }}
      />
      <output data-testid="map">{JSON.stringify(map)}</output>
    </>
  );
}

const meta = {
  title: 'UI/FloorPlanMap',
  args: { onPlace: fn() },
  render: (args) => <Editable onPlace={args.onPlace} />,
} satisfies Meta<{ onPlace: (id: string, point: FloorPlanPoint) => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

const mapOf = (canvas: { getByTestId: (id: string) => HTMLElement }) =>
  JSON.parse(canvas.getByTestId('map').textContent ?? '[]') as Record<string, unknown>[];

/** Every status as a shape and a colour, a legend, the device list with links; foreign entries counted. */
export const Statuses: Story = {
  play: async ({ canvas }) => {
    const drawing = canvas.getByRole('group', { name: 'Floor plan of 2nd floor' });
    for (const name of [
      'SN-0001: Online',
      'SN-0002: Offline',
      'SN-0003: Battery low',
      'SN-0004: Low fluid',
      'SN-0006: Empty',
      'SN-0007: Battery critical',
      'SN-0008: Motor stuck',
    ]) {
      await expect(await within(drawing).findByRole('button', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'SN-0005' })).toHaveAttribute(
      'href',
      '/demo/device/d5',
    );
    await expect(canvas.getByText(/Status unknown · not on the plan/)).toBeVisible();
    await expect(
      canvas.getByText('1 entry not shown: unknown shape or missing size.'),
    ).toBeVisible();
    const legend = canvas.getByRole('list', { name: 'Legend' });
    // The five statuses, then the two frames of a device that needs attention.
    // Eight statuses (the worklist's words, each its own shape) and two attention frames.
    await expect(within(legend).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(legend).getByText('needs attention now')).toBeVisible();
    // A listed device's dispenser entry is its live mark, drawn once: no second label under it.
    await expect(within(drawing).getAllByText('SN-0001')).toHaveLength(1);
  },
};

/**
 * Devices that need attention (an app's worklist decides) are framed by severity: solid for
 * critical, dashed for a warning, and say so in their names and in the list, not by colour alone.
 */
export const NeedsAttention: Story = {
  render: () => (
    <FloorPlanMap
      map={plan}
      devices={devices.map((device) =>
        device.id === 'd4'
          ? { ...device, attention: 'critical' as const }
          : device.id === 'd3'
            ? { ...device, attention: 'warning' as const }
            : device,
      )}
      label="Floor plan of 2nd floor"
    />
  ),
  play: async ({ canvas }) => {
    const drawing = canvas.getByRole('group', { name: 'Floor plan of 2nd floor' });
    const critical = await within(drawing).findByRole('img', {
      name: 'SN-0004: Low fluid, needs attention now',
    });
    await expect(critical.querySelector('[data-attention="critical"]')).not.toBeNull();
    const warning = within(drawing).getByRole('img', {
      name: 'SN-0003: Battery low, needs attention',
    });
    await expect(
      warning.querySelector('[data-attention="warning"]')?.getAttribute('stroke-dasharray'),
    ).toBeTruthy();
    await expect(within(drawing).getByRole('img', { name: 'SN-0001: Online' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Devices' });
    await expect(within(list).getByText('Low fluid, needs attention now')).toBeVisible();
  },
};

/** A device a link came for is ringed on the plan and marked in the list, not chosen for moving. */
export const Highlight: Story = {
  render: () => (
    <FloorPlanMap map={plan} devices={devices} label="Floor plan of 2nd floor" highlight="d3" />
  ),
  play: async ({ canvas }) => {
    const drawing = canvas.getByRole('group', { name: 'Floor plan of 2nd floor' });
    const mark = await within(drawing).findByRole('img', { name: 'SN-0003: Battery low' });
    await expect(mark.querySelector('[data-highlighted]')).not.toBeNull();
    await expect(within(drawing).getByText('SN-0003')).toBeVisible();
    const other = within(drawing).getByRole('img', { name: 'SN-0001: Online' });
    await expect(other.querySelector('[data-highlighted]')).toBeNull();
    const row = within(canvas.getByRole('list', { name: 'Devices' }))
      .getByRole('link', { name: 'SN-0003' })
      .closest('li');
    await expect(row).toHaveAttribute('data-selected', 'true');
  },
};

/** WCAG 2.5.8: every mark is at least 24 px across on screen. */
export const TargetSize: Story = {
  play: async ({ canvas }) => {
    const drawing = canvas.getByRole('group', { name: 'Floor plan of 2nd floor' });
    await canvas.findByRole('button', { name: 'SN-0001: Online' });
    await waitFor(async () => {
      for (const hit of drawing.querySelectorAll('.hit')) {
        await expect(hit.getBoundingClientRect().width).toBeGreaterThanOrEqual(23.5);
      }
    });
  },
};

/** Keyboard: 'Place on plan' puts the device in the middle; arrows move it; foreign entries stay. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place on plan SN-0005' }));
    const mark = await canvas.findByRole('button', { name: 'SN-0005: Status unknown' });
    await waitFor(() => expect(mark).toHaveFocus());
    const placed = mapOf(canvas).find((e) => e['deviceId'] === 'd5')!;
    await userEvent.keyboard('{ArrowLeft}');
    const moved = mapOf(canvas).find((e) => e['deviceId'] === 'd5')!;
    await expect(moved['x'] as number).toBeLessThan(placed['x'] as number);
    await expect(moved['y']).toBe(placed['y']);
    await expect(args.onPlace).toHaveBeenCalledTimes(2);
    await expect(mapOf(canvas)).toContainEqual(plan.at(-1));
    await userEvent.keyboard('{Escape}');
    await expect(mark).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Dragging a mark moves the device to where it is dropped. */
export const Drag: Story = {
  play: async ({ canvas, userEvent }) => {
    const drawing = canvas.getByRole('group', { name: 'Floor plan of 2nd floor' });
    const mark = await within(drawing).findByRole('button', { name: 'SN-0001: Online' });
    const from = mark.getBoundingClientRect();
    const start = { x: from.left + from.width / 2, y: from.top + from.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: mark, coords: { clientX: start.x, clientY: start.y } },
      { target: drawing, coords: { clientX: start.x + 120, clientY: start.y + 60 } },
      {
        keys: '[/MouseLeft]',
        target: drawing,
        coords: { clientX: start.x + 120, clientY: start.y + 60 },
      },
    ]);
    const moved = mapOf(canvas).find((e) => e['deviceId'] === 'd1')!;
    await expect(moved['x'] as number).toBeGreaterThan(1);
    await expect(moved['y'] as number).toBeGreaterThan(1);
  },
};

/**
 * A device dragged from the list onto the plan, by the mark beside its name: the device follows
 * the pointer and is placed where it is let go; let go outside the plan, nothing changes.
 */
export const DragFromList: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const drawing = canvas.getByRole('group', { name: 'Floor plan of 2nd floor' });
    const svg = (drawing instanceof SVGSVGElement ? drawing : drawing.querySelector('svg'))!;
    const handle = canvasElement.querySelector<HTMLElement>('[data-drag-handle="d5"]')!;
    const from = handle.getBoundingClientRect();
    const fire = (target: Element, type: string, at: { clientX: number; clientY: number }) =>
      target.dispatchEvent(
        new PointerEvent(type, { bubbles: true, pointerId: 1, isPrimary: true, button: 0, ...at }),
      );
    const start = { clientX: from.left + 5, clientY: from.top + 5 };

    // Let go outside the plan: nothing is placed.
    fire(handle, 'pointerdown', start);
    fire(document.body, 'pointermove', { clientX: 2, clientY: 2 });
    fire(document.body, 'pointerup', { clientX: 2, clientY: 2 });
    await expect(args.onPlace).not.toHaveBeenCalled();

    fire(handle, 'pointerdown', start);
    const target = new DOMPoint(6, 3).matrixTransform(svg.getScreenCTM()!);
    const over = { clientX: Math.round(target.x), clientY: Math.round(target.y) };
    fire(svg, 'pointermove', over);
    await expect(
      await canvas.findByText('SN-0005', { selector: '[aria-hidden] *, [aria-hidden]' }),
    ).toBeVisible();
    fire(svg, 'pointerup', over);
    await expect(args.onPlace).toHaveBeenCalledTimes(1);
    const placed = mapOf(canvas).find((entry) => entry['deviceId'] === 'd5')!;
    await expect(placed['x'] as number).toBeCloseTo(6, 0);
    await expect(placed['y'] as number).toBeCloseTo(3, 0);
    await expect(
      await within(drawing).findByRole('button', { name: 'SN-0005: Status unknown' }),
    ).toBeVisible();
  },
};

/** Zoom in, out and back to fit; the drawing scrolls in its own box. */
export const Zoom: Story = {
  play: async ({ canvas, userEvent }) => {
    const drawing = canvas.getByRole('group', { name: 'Floor plan of 2nd floor' });
    await expect(canvas.getByRole('button', { name: 'Zoom to fit' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(drawing).toHaveAttribute('data-zoom', '2.25');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await expect(drawing).toHaveAttribute('data-zoom', '1.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom to fit' }));
    await expect(drawing).toHaveAttribute('data-zoom', '1');
  },
};

/** Read-only (no `onPlace`): marks are pictures, no Move buttons. */
export const ReadOnly: Story = {
  render: () => <FloorPlanMap map={plan} devices={devices} label="Floor plan of 2nd floor" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'SN-0001: Online' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Move/ })).toBeNull();
  },
};

/** A building's drawing (a 320 x 240 PNG of rooms either side of a corridor), inlined. */
const DRAWING_SRC =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAUAAAADwCAAAAABURuK3AAABzElEQVR42u3d3Q2CMBSAUSZhEvdfhiFQISHG2BT7g2093zO5lUPk7YZpVVYTAoAAAQIUQIAAASoL8KavAgiwPcC5RPv4gUc9WkOAJV6rr89nxFEAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBBgHDD6CaazV//DKIAAGwN8/reXYO/zl/Q6H7W9A48AAuwEUAABAgQogAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIUAABAgSoWoCflk9K/8iWzwAIsFHA1I2UzAWXLs8ACLBNwCLrrlcsr/7yjBkgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQKMA1Ztv7khzggB6oqveglgHUClBBAgQIAABRAgQIBK6A6BKj753Q4cagAAAABJRU5ErkJggg==';

/**
 * The building's own drawing as the plan: the image under the marks, stretched over its box (here
 * 32 x 24 units), the devices placed on it with their live states, the plan fitted to it.
 */
export const WithDrawing: Story = {
  render: () => (
    <FloorPlanMap
      map={[
        { type: 'drawing', x: 0, y: 0, w: 32, h: 24, src: DRAWING_SRC },
        { type: 'dispenser', x: 4, y: 4, deviceId: 'd1' },
        { type: 'dispenser', x: 12, y: 5, deviceId: 'd6' },
        { type: 'dispenser', x: 20, y: 19, deviceId: 'd8' },
      ]}
      devices={devices}
      label="Floor plan of 2nd floor"
    />
  ),
  play: async ({ canvas }) => {
    const drawing = canvas.getByRole('group', { name: 'Floor plan of 2nd floor' });
    const image = drawing.querySelector('image[data-shape="drawing"]');
    await expect(image?.getAttribute('href')).toBe(DRAWING_SRC);
    await expect(image?.getAttribute('width')).toBe('32');
    await expect(await within(drawing).findByRole('img', { name: 'SN-0006: Empty' })).toBeVisible();
    await expect(within(drawing).getByRole('img', { name: 'SN-0008: Motor stuck' })).toBeVisible();
    await expect(canvas.queryByText(/not shown/)).toBeNull();
  },
};

/** A read-only plan that lets a device be chosen, as a screen holds it. */
function Choosing({ onChoose }: { onChoose: (id: string) => void }) {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  return (
    <FloorPlanMap
      map={plan}
      devices={devices}
      label="Floor plan of 2nd floor"
      highlight={chosen}
      onChoose={(id) => {
        onChoose(id);
        setChosen(id);
      }}
    />
  );
}

/**
 * The viewer (no `onPlace`, with `onChoose`): a mark is a button that chooses its device (a click,
 * or Enter), which is ringed and pressed; the list's 'Show on plan' chooses too and takes the
 * focus to the mark, the keyboard's way onto the plan. Nothing can be moved.
 */
export const ChooseOnReadOnlyPlan: Story = {
  render: (args) => <Choosing onChoose={args.onPlace as unknown as (id: string) => void} />,
  play: async ({ canvas, userEvent, args }) => {
    const drawing = canvas.getByRole('group', { name: 'Floor plan of 2nd floor' });
    const empty = await within(drawing).findByRole('button', { name: 'SN-0006: Empty' });
    await expect(empty).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(empty);
    await expect(args.onPlace).toHaveBeenLastCalledWith('d6');
    await expect(empty).toHaveAttribute('aria-pressed', 'true');
    await expect(empty.querySelector('[data-highlighted]')).not.toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Show on plan SN-0008' }));
    const stuck = within(drawing).getByRole('button', { name: 'SN-0008: Motor stuck' });
    await waitFor(() => expect(stuck).toHaveFocus());
    await expect(stuck).toHaveAttribute('aria-pressed', 'true');
    await expect(empty).toHaveAttribute('aria-pressed', 'false');
    // Enter on a mark chooses it as well; nothing offers to move anything.
    empty.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlace).toHaveBeenLastCalledWith('d6');
    await expect(empty).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('button', { name: /^(Move|Place on plan) / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show on plan SN-0005' })).toBeNull();
  },
};

/** On a phone the list of devices comes before the plan, in the page's own order. */
export const ListFirstOnPhone: Story = {
  ...onPhone,
  render: (args) => <Choosing onChoose={args.onPlace as unknown as (id: string) => void} />,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Devices' });
    const drawing = canvas.getByRole('group', { name: 'Floor plan of 2nd floor' });
    await expect(
      list.compareDocumentPosition(drawing) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expectFitsPhone(canvasElement);
  },
};

/** Placing with removal, as a screen holds it: 'Remove' in the list or Delete on a mark. */
function Removable({ onRemove }: { onRemove: (id: string) => void }) {
  const [map, setMap] = useState<unknown[]>(plan);
  return (
    <>
      <FloorPlanMap
        map={map}
        devices={devices}
        label="Floor plan of 2nd floor"
        onPlace={(id, point) => setMap((current) => placeDevice(current, id, point))}
        onRemove={(id) => {
          onRemove(id);
          setMap((current) => removeDevice(current, id));
        }}
      />
      <output data-testid="map">{JSON.stringify(map)}</output>
    </>
  );
}

/**
 * Taking devices off the plan: 'Remove' beside each placed device, or Delete on its selected mark;
 * the device stays in the list, 'not on the plan', and can be placed again.
 */
export const RemoveFromPlan: Story = {
  render: (args) => <Removable onRemove={args.onPlace as unknown as (id: string) => void} />,
  play: async ({ canvas, userEvent, args }) => {
    const drawing = canvas.getByRole('group', { name: 'Floor plan of 2nd floor' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove SN-0002' }));
    await expect(args.onPlace).toHaveBeenLastCalledWith('d2');
    await expect(within(drawing).queryByRole('button', { name: /^SN-0002: / })).toBeNull();
    await expect(canvas.getByText('Offline · not on the plan')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place on plan SN-0002' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Move SN-0001' }));
    const mark = within(drawing).getByRole('button', { name: 'SN-0001: Online' });
    await waitFor(() => expect(mark).toHaveFocus());
    await expect(canvas.getByText(/Delete takes it off the plan/)).toBeVisible();
    await userEvent.keyboard('{Delete}');
    await expect(args.onPlace).toHaveBeenLastCalledWith('d1');
    await expect(within(drawing).queryByRole('button', { name: /^SN-0001: / })).toBeNull();
    const ids = mapOf(canvas).map((entry) => entry['deviceId']);
    await expect(ids).not.toContain('d1');
    await expect(ids).not.toContain('d2');
    // What is not a device's entry stays.
    await expect(mapOf(canvas)).toContainEqual(plan.at(-1));
  },
};

/** Placing with rooms drawn by dragging, as a screen holds it: each rectangle becomes a room. */
function RoomDrawing({ onDrawRoom }: { onDrawRoom: (rect: FloorPlanRect) => void }) {
  const [map, setMap] = useState<unknown[]>(plan);
  return (
    <>
      <FloorPlanMap
        map={map}
        devices={devices}
        label="Floor plan of 2nd floor"
        onPlace={(id, point) => setMap((current) => placeDevice(current, id, point))}
        onDrawRoom={(rect) => {
          onDrawRoom(rect);
          setMap((current) => [...current, { type: 'room', ...rect, label: 'Lager' }]);
        }}
      />
      <output data-testid="map">{JSON.stringify(map)}</output>
    </>
  );
}

/** Where the plan's point (`x`, `y`) is on the screen. */
function onScreen(svg: SVGSVGElement, x: number, y: number) {
  const point = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
  return { clientX: Math.round(point.x), clientY: Math.round(point.y) };
}

/**
 * 'Draw a room' (a toggle), then a drag across the plan from corner to corner: the rectangle
 * shows while dragging and is handed on at the release, and the mode ends. Escape ends it with
 * nothing drawn; a press without a drag draws nothing either.
 */
export const DrawRoom: Story = {
  render: (args) => (
    <RoomDrawing onDrawRoom={args.onPlace as unknown as (rect: FloorPlanRect) => void} />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const drawing = canvas.getByRole('group', { name: 'Floor plan of 2nd floor' });
    const svg = (drawing instanceof SVGSVGElement ? drawing : drawing.querySelector('svg'))!;
    const draw = canvas.getByRole('button', { name: 'Draw a room' });
    await userEvent.click(draw);
    await expect(draw).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(/Drag across the plan from one corner/)).toBeVisible();

    const from = onScreen(svg, 2, 9);
    const to = onScreen(svg, 10, 13);
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: svg, coords: from },
      { target: svg, coords: { clientX: from.clientX + 10, clientY: from.clientY + 10 } },
      { target: svg, coords: to },
    ]);
    await expect(svg.querySelector('[data-shape="room-preview"]')).not.toBeNull();
    await userEvent.pointer({ keys: '[/MouseLeft]', target: svg, coords: to });
    const rect = (args.onPlace as unknown as { mock: { calls: FloorPlanRect[][] } }).mock
      .calls[0]![0]!;
    await expect(rect.x).toBeCloseTo(2, 0);
    await expect(rect.y).toBeCloseTo(9, 0);
    await expect(rect.w).toBeCloseTo(8, 0);
    await expect(rect.h).toBeCloseTo(4, 0);
    await expect(draw).toHaveAttribute('aria-pressed', 'false');
    await expect(mapOf(canvas).at(-1)).toMatchObject({ type: 'room', label: 'Lager' });

    // Escape ends the mode with nothing drawn.
    await userEvent.click(draw);
    await userEvent.keyboard('{Escape}');
    await expect(draw).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onPlace).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'SN-0004: Low fluid' })).toBeVisible();
  },
};

/** Where a mark's label sits against its mark, in screen px. */
function labelBeside(drawing: HTMLElement, name: string) {
  const mark = within(drawing).getByRole('button', { name });
  const shape = mark.querySelector('.hit')!.getBoundingClientRect();
  const label = mark.querySelector('text')!.getBoundingClientRect();
  return {
    label,
    gapRight: label.left - shape.right,
    offCentre: Math.abs(label.top + label.height / 2 - (shape.top + shape.height / 2)),
  };
}

/**
 * A plan drawn in metres (a washroom 1.1 m wide): labels are 14 px on screen beside their marks,
 * whatever the unit (Firefox drew text of a tiny font size far below its point), and a click on
 * a label is a click on the plan (WebKit let such labels catch the plan's clicks).
 */
export const SmallPlanUnit: Story = {
  render: (args) => (
    <Editable
      onPlace={args.onPlace}
      initial={[
        { type: 'room', x: 0, y: 0, w: 1.1, h: 0.8, label: 'WC' },
        { type: 'dispenser', x: 0.3, y: 0.4, deviceId: 'd1', label: 'SN-0001' },
      ]}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const drawing = canvas.getByRole('group', { name: 'Floor plan of 2nd floor' });
    await within(drawing).findByRole('button', { name: 'SN-0001: Online' });
    await waitFor(() => {
      const { label, gapRight, offCentre } = labelBeside(drawing, 'SN-0001: Online');
      expect(label.height).toBeGreaterThan(10);
      expect(label.height).toBeLessThan(24);
      expect(gapRight).toBeGreaterThanOrEqual(-1);
      expect(gapRight).toBeLessThan(12);
      expect(offCentre).toBeLessThan(4);
    });
    // Choose SN-0002 and click on SN-0001's label: the device goes there, the label took no click.
    await userEvent.click(canvas.getByRole('button', { name: 'Place on plan SN-0002' }));
    const { label } = labelBeside(drawing, 'SN-0001: Online');
    const at = { x: label.left + label.width / 2, y: label.top + label.height / 2 };
    await expect(document.elementFromPoint(at.x, at.y)?.closest('text')).toBeNull();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: drawing,
      coords: { clientX: at.x, clientY: at.y },
    });
    const placed = mapOf(canvas).find((e) => e['deviceId'] === 'd2')!;
    await expect(placed['x'] as number).toBeGreaterThan(0.3);
    await expect(placed['x'] as number).toBeLessThan(1.1);
  },
};

/**
 * A plan nobody has drawn: the first device placed keeps the plan's box (it used to zoom onto a
 * box a unit across), its label beside it.
 */
export const FirstDeviceOnEmptyPlan: Story = {
  render: (args) => <Editable onPlace={args.onPlace} initial={[]} />,
  play: async ({ canvas, userEvent }) => {
    const drawing = canvas.getByRole('group', { name: 'Floor plan of 2nd floor' });
    const viewBox = drawing.getAttribute('viewBox');
    await userEvent.click(canvas.getByRole('button', { name: 'Place on plan SN-0003' }));
    await within(drawing).findByRole('button', { name: 'SN-0003: Battery low' });
    await expect(drawing).toHaveAttribute('viewBox', viewBox!);
    await waitFor(() => {
      const { gapRight, offCentre } = labelBeside(drawing, 'SN-0003: Battery low');
      expect(gapRight).toBeLessThan(12);
      expect(offCentre).toBeLessThan(4);
    });
  },
};
