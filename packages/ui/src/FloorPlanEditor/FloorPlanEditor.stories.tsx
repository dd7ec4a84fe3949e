import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { Banner } from '../Banner';
import { FloorPlanEditor, type FloorPlanEditorProps } from './FloorPlanEditor';

const washrooms = [
  { type: 'room', x: 0, y: 0, w: 8, h: 5, label: 'Washroom 2.14' },
  { type: 'room', x: 8, y: 0, w: 6, h: 5, label: 'Washroom 2.15' },
  { type: 'room', x: 0, y: 5, w: 14, h: 3, label: 'Corridor' },
  { type: 'dispenser', x: 1, y: 0.5, label: 'SN-0042' },
  { type: 'dispenser', x: 9, y: 0.5, label: 'SN-0043' },
];

const meta = {
  title: 'UI/FloorPlanEditor',
  component: FloorPlanEditor,
  args: { name: '2nd floor', initialMap: washrooms, onSave: fn() },
} satisfies Meta<typeof FloorPlanEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An existing plan: title, 13-row editor, the drawing beside it; Save sends the parsed array. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Floor-plan for 2nd floor' })).toBeVisible();
    const editor = canvas.getByRole('textbox', { name: 'Floor-plan JSON' });
    await expect(editor).toHaveAttribute('rows', '13');
    const drawing = canvas.getByRole('img', {
      name: 'Floor-plan preview: 3 rooms, 2 dispensers',
    });
    await expect(drawing.querySelectorAll('[data-shape="room"]')).toHaveLength(3);
    await expect(drawing).toHaveTextContent('Washroom 2.14');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(washrooms);
  },
};

/** Text that does not parse: the spec's error, Save disabled; fixing it brings Save back. */
export const Error: Story = {
  play: async ({ canvas, userEvent }) => {
    const editor = canvas.getByRole('textbox', { name: 'Floor-plan JSON' });
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.clear(editor);
    await userEvent.type(editor, '{{"type": "room"');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Input needs to be a valid json array.',
    );
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();
    await userEvent.clear(editor);
    await userEvent.type(editor, '{{"type": "room"}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Input needs to be a valid json array.',
    );
    await userEvent.clear(editor);
    await userEvent.type(editor, '[[{{"type": "room", "x": 0, "y": 0, "w": 4, "h": 3}]');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(save).toBeEnabled();
    await expect(
      canvas.getByRole('img', { name: 'Floor-plan preview: 1 room, 0 dispensers' }),
    ).toBeVisible();
  },
};

/** No plan yet: Save disabled while empty, no error shown. */
export const Empty: Story = {
  args: { initialMap: undefined, name: 'Washroom 2.14' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Floor-plan for Washroom 2.14' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByText('Nothing to preview yet.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), '[[]');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** Unknown shapes and junk are ignored and counted, never a crash; HTML in labels stays text. */
export const UnknownShapes: Story = {
  args: {
    initialMap: [
      { type: 'room', x: 0, y: 0, w: 5, h: 4, label: '<img src=x onerror="alert(1)">' },
      { type: 'circle', x: 2, y: 2, r: 1 },
      null,
      'wall',
      { type: 'room', x: 'a', y: 0, w: 1, h: 1 },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: 'Floor-plan preview: 1 room, 0 dispensers' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('4 entries not shown: unknown shape or missing size.'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** The stored plan is still loading. */
export const Loading: Story = {
  args: { disabled: true, initialMap: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** While the save runs, Save is disabled. */
export const Disabled: Story = {
  name: 'Disabled (saving)',
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

function SavingFlow(props: FloorPlanEditorProps) {
  const [saved, setSaved] = useState(0);
  return (
    <>
      {saved > 0 && (
        <Banner key={saved} tone="success" hideAfterMs={4000}>
          New floorplan saved
        </Banner>
      )}
      <FloorPlanEditor
        {...props}
        onSave={(map) => {
          props.onSave(map);
          setSaved((n) => n + 1);
        }}
      />
    </>
  );
}

/** As the floor-plan page uses it: Save, then the 'New floorplan saved' banner (4 s). */
export const WithBanner: Story = {
  render: (args) => <SavingFlow {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('New floorplan saved');
  },
};

/** A big plan: 60 rooms in a grid with a dispenser each. */
export const LongContent: Story = {
  args: {
    name: 'Main building, ground floor including the annex and the underground car park',
    initialMap: Array.from({ length: 60 }, (_, i) => [
      { type: 'room', x: (i % 10) * 6, y: Math.floor(i / 10) * 5, w: 6, h: 5, label: `R${i + 1}` },
      { type: 'dispenser', x: (i % 10) * 6 + 1, y: Math.floor(i / 10) * 5 + 1 },
    ]).flat(),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Floor-plan preview: 60 rooms, 60 dispensers' }),
    ).toBeVisible();
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /3 rooms/ })).toBeVisible();
  },
};
