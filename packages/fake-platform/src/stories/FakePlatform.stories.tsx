/**
 * Proof in a real browser that every story talks to the fake platform: the preview's default
 * MSW handlers answer the real api-client at `/api`, a story's `fakePlatform.setup` prepares
 * state after the reset, and `msw.handlers.overrides` win over the platform.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect } from 'storybook/test';

import { createApiClient } from '@hygiene/api-client';
import type { Section } from '@hygiene/api-client';

import { override } from '../msw';
import type { FakePlatformStoryParameters } from '../platform';

type Load =
  | { status: 'loading' }
  | { status: 'fetched'; sections: Section[] }
  | { status: 'error'; reason: string };

/** Lists the demo tenant's sections, as a screen would, through the real client. */
function SectionsProbe() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    const api = createApiClient({
      baseUrl: '/api',
      getAccessToken: () => 'story',
      getTenantIdentifier: () => 'demo',
    });
    void api
      .listSections({ pageSize: 9 })
      .then((result) =>
        setLoad(
          result.ok
            ? { status: 'fetched', sections: result.data.items }
            : { status: 'error', reason: result.error.status },
        ),
      );
  }, []);
  if (load.status === 'loading') return <p role="status">Loading sections</p>;
  if (load.status === 'error') return <p role="alert">Failed: {load.reason}</p>;
  return (
    <ul aria-label="Sections">
      {load.sections.map((s) => (
        <li key={s.id}>{s.name}</li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Fake platform/MSW wiring',
  component: SectionsProbe,
} satisfies Meta<typeof SectionsProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default handlers answer from the seed: demo's three sections, sorted by name. */
export const Seeded: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Sections' });
    const names = Array.from(list.querySelectorAll('li'), (li) => li.textContent);
    await expect(names).toEqual(['Nord', 'Sentrum', 'Vest']);
  },
};

/** `fakePlatform.setup` runs after the reset: an emptied state answers an empty list. */
export const PreparedState: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        platform.edit((state) => {
          state.sections = state.sections.filter((s) => s.tenant !== 'demo');
        });
      },
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Sections' });
    await expect(list.querySelectorAll('li')).toHaveLength(0);
  },
};

/** An override answers instead of the platform: the client sees a server error. */
export const OverriddenError: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('get', '/sections')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed: server');
  },
};

/** A loading override never answers. */
export const OverriddenLoading: Story = {
  parameters: { msw: { handlers: { overrides: [override.loading('get', '/sections')] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading sections');
  },
};
