import { createFakePlatform, override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { paths } from '../../../routing/paths';
import { harnessLoader, StoryHarness, type HarnessContext } from '../../../testing/StoryHarness';
import { LocationBreadcrumbs } from './LocationBreadcrumbs';

/** A room of `demo` with its floor, premise and section, from the same deterministic seed. */
function demoRoomTrail() {
  const { state } = createFakePlatform();
  const room = state.rooms.find((r) => r.tenant === 'demo')!;
  const floor = state.floors.find((f) => f.id === room.floorId)!;
  const premise = state.premises.find((p) => p.id === floor.premiseId)!;
  const section = state.sections.find((s) => s.id === premise.sectionId)!;
  return { section, premise, floor, room };
}

interface Loaded {
  harness: HarnessContext;
  trail: ReturnType<typeof demoRoomTrail>;
}

const trailUrl = ({ section, premise, floor, room }: Loaded['trail'], floorPlan: boolean) =>
  (floorPlan ? paths.roomPlan : paths.room).to('demo', section.id, premise.id, floor.id, room.id);

const meta = {
  title: 'Console/Location breadcrumbs',
  loaders: [harnessLoader, async () => ({ trail: demoRoomTrail() })],
  args: { floorPlan: false },
  render: ({ floorPlan }, { loaded }) => {
    const { harness, trail } = loaded as Loaded;
    return (
      <StoryHarness context={harness} url={trailUrl(trail, floorPlan)} pattern="*">
        <LocationBreadcrumbs />
      </StoryHarness>
    );
  },
} satisfies Meta<{ floorPlan: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

const crumbs = (canvas: { getAllByRole: (role: 'listitem') => HTMLElement[] }) =>
  canvas.getAllByRole('listitem').map((li) => li.textContent);

/** A room: Sections > Section > Premise > Floor > Room, each named from the API. */
export const Room: Story = {
  play: async ({ canvas, loaded }) => {
    const { trail, harness } = loaded as Loaded;
    await waitFor(() =>
      expect(crumbs(canvas)).toEqual([
        'Sections',
        trail.section.name,
        trail.premise.name,
        trail.floor.name,
        trail.room.name,
      ]),
    );
    await expect(canvas.getByRole('link', { name: 'Sections' })).toHaveAttribute(
      'href',
      '/demo/sections',
    );
    await expect(canvas.getByText(trail.room.name)).toHaveAttribute('aria-current', 'page');
    const tenants = harness.requests.map((r) => r.tenantHeader);
    await expect(new Set(tenants)).toEqual(new Set(['demo']));
  },
};

/** A room's floor plan: the trail ends with Floor-plan. */
export const RoomFloorPlan: Story = {
  args: { floorPlan: true },
  play: async ({ canvas, loaded }) => {
    const { trail } = loaded as Loaded;
    await expect(await canvas.findByRole('link', { name: trail.room.name })).toBeVisible();
    await expect(crumbs(canvas)).toHaveLength(6);
    await expect(crumbs(canvas).at(-1)).toBe('Floor-plan');
    await expect(canvas.getByText('Floor-plan')).toHaveAttribute('aria-current', 'page');
  },
};

/** Until names arrive each level shows '…'. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          override.loading('get', '/sections/{id}'),
          override.loading('get', '/premises/{id}'),
          override.loading('get', '/floors/{id}'),
          override.loading('get', '/rooms/{id}'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(crumbs(canvas)).toEqual(['Sections', '…', '…', '…', '…']));
  },
};

/** An id the platform does not know: its crumb says 'Not found' (the screen says more). */
export const NotFound: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.notFound('get', '/rooms/{id}')] } },
  },
  play: async ({ canvas, loaded }) => {
    const { trail } = loaded as Loaded;
    await waitFor(() =>
      expect(crumbs(canvas)).toEqual([
        'Sections',
        trail.section.name,
        trail.premise.name,
        trail.floor.name,
        'Not found',
      ]),
    );
  },
};
