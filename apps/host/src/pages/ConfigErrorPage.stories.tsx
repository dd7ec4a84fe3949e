import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ConfigErrorPage } from './ConfigErrorPage';

const meta = {
  title: 'Host/ConfigErrorPage',
  component: ConfigErrorPage,
  args: { configUrl: '/config.json', failure: { status: 'missing', reason: 'HTTP 404' } },
} satisfies Meta<typeof ConfigErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Missing: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'The console is not configured' }),
    ).toBeVisible();
    await expect(canvas.getByText('Could not load /config.json. HTTP 404')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    failure: {
      status: 'invalid',
      problems: ['apiUrl: must not be empty', 'eventColors.State: must be a colour like #0082fc'],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('/config.json is not valid:')).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'apiUrl: must not be empty',
      'eventColors.State: must be a colour like #0082fc',
    ]);
  },
};
