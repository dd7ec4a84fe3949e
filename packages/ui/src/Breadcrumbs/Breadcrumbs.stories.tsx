import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Breadcrumbs, type BreadcrumbItem } from './Breadcrumbs';

/** The location trail of spec §2, as the console builds it for a room's floor plan. */
const floorPlanTrail: BreadcrumbItem[] = [
  { key: 'sections', label: 'Sections', href: '/demo/sections' },
  { key: 'section', label: 'North campus', href: '/demo/sections/s1' },
  { key: 'premise', label: 'Building A', href: '/demo/sections/s1/premises/p1' },
  { key: 'floor', label: '2nd floor', href: '/demo/sections/s1/premises/p1/floors/f2' },
  {
    key: 'room',
    label: 'Washroom 2.14',
    href: '/demo/sections/s1/premises/p1/floors/f2/rooms/r214',
  },
  { key: 'floor-plan', label: 'Floor-plan' },
];

const numbered = (count: number): BreadcrumbItem[] =>
  Array.from({ length: count }, (_, i) => ({
    key: `level-${i + 1}`,
    label: `Level ${i + 1}`,
    href: i + 1 < count ? `/demo/levels/${i + 1}` : undefined,
  }));

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: floorPlanTrail.slice(0, 3) },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sections > Section > Premise: every crumb shows, the last is the current page. */
export const Short: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Sections' })).toHaveAttribute(
      'href',
      '/demo/sections',
    );
    await expect(canvas.getByRole('link', { name: 'North campus' })).toBeVisible();
    await expect(canvas.getByText('Building A')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Building A' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Sections > Section > Premise > Floor > Room > Floor-plan, on a floor-plans route. */
export const FloorPlanRoute: Story = {
  args: { items: floorPlanTrail },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sections',
      'North campus',
      'Building A',
      '2nd floor',
      'Washroom 2.14',
      'Floor-plan',
    ]);
    await expect(canvas.getByText('Floor-plan')).toHaveAttribute('aria-current', 'page');
  },
};

/** Exactly 8 items: the limit itself does not collapse. */
export const ExactlyEight: Story = {
  args: { items: numbered(8) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getAllByRole('link')).toHaveLength(7);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** 12 items: the first and last stay, 10 fold into an expander reachable by keyboard. */
export const Twelve: Story = {
  args: { items: numbered(12) },
  play: async ({ canvas, userEvent, step }) => {
    await step('collapsed: first crumb, expander, current page', async () => {
      await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Level 1',
        '…',
        'Level 12',
      ]);
      await expect(canvas.queryByText('Level 6')).toBeNull();
    });

    await step('Tab reaches the expander after the first link; Enter expands', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Level 1' })).toHaveFocus();
      await userEvent.tab();
      const expander = canvas.getByRole('button', { name: 'Show 10 hidden breadcrumbs' });
      await expect(expander).toHaveFocus();
      await expect(expander).toHaveAttribute('aria-expanded', 'false');
      await userEvent.keyboard('{Enter}');
    });

    await step('expanded: all 12 crumbs, focus on the first revealed one', async () => {
      await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
      await expect(canvas.queryByRole('button')).toBeNull();
      await expect(canvas.getByRole('link', { name: 'Level 2' })).toHaveFocus();
      await expect(canvas.getByText('Level 12')).toHaveAttribute('aria-current', 'page');
    });
  },
};

/** Labels come from users (room names): they render as text, never as HTML. */
export const UserTextIsNotHtml: Story = {
  args: {
    items: [
      { key: 'sections', label: 'Sections', href: '/demo/sections' },
      { key: 'evil', label: '<img src=x onerror="alert(1)">Lobby' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror="alert(1)">Lobby')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  args: { items: numbered(12) },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show 10 hidden breadcrumbs' })).toBeVisible();
  },
};
