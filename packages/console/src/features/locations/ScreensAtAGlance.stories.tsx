import type { Meta, StoryObj } from '@storybook/react-vite';

import { paths } from '../../routing/paths';
import { glanceStory, inNorwegian, showsRole } from '../../testing/ScreensAtAGlance';
import { linkNamed, story, urls, withDrawnPlan } from './testing/locationStoryData';
import { FloorPlanScreen } from './routes/FloorPlanScreen';
import { FloorScreen } from './routes/FloorScreen';
import { PremiseScreen } from './routes/PremiseScreen';
import { RoomScreen } from './routes/RoomScreen';
import { SectionScreen } from './routes/SectionScreen';
import { SectionsScreen } from './routes/SectionsScreen';

const meta = { title: 'Screens at a glance/Locations', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sections = {
  url: urls.sections,
  pattern: paths.sections.pattern,
  screen: <SectionsScreen />,
};
const section = { url: urls.section, pattern: paths.section.pattern, screen: <SectionScreen /> };
const premise = { url: urls.premise, pattern: paths.premise.pattern, screen: <PremiseScreen /> };
const floor = { url: urls.floor, pattern: paths.floor.pattern, screen: <FloorScreen /> };
const room = { url: urls.room, pattern: paths.room.pattern, screen: <RoomScreen /> };
const floorPlan = {
  url: urls.floorPlan,
  pattern: paths.floorPlan.pattern,
  screen: <FloorPlanScreen />,
};
// The location lists' rows are links to each location's page.
const sectionLink = showsRole('link', linkNamed(story.section.name));
const floorLink = showsRole('link', new RegExp(story.floor.name));
const roomLink = showsRole('link', new RegExp(story.room.name));
const roomDevices = showsRole('list', 'Devices in this room');
const planTitle = showsRole('heading', `Floor-plan for ${story.floor.name}`);
const planDevices = showsRole('list', 'Devices');

/**
 * Sections, a section, a premise, a floor, a room and the floor plan, in their states, on a phone
 * and dark. The plan floor holds a plan in the kit's format (rooms, a wall, a placed device).
 */
export const Locations: Story = glanceStory(
  [
    { name: 'Sections', ...sections, shows: sectionLink },
    {
      name: 'Sections, loading',
      ...sections,
      overrides: (o) => [o.loading('get', '/sections')],
      shows: showsRole('progressbar', 'Loading'),
    },
    {
      name: 'Sections, empty',
      ...sections,
      overrides: (o) => [o.empty('get', '/sections')],
      shows: 'No sections found.',
    },
    {
      name: 'Sections, failed',
      ...sections,
      overrides: (o) => [o.error('get', '/sections')],
      shows: 'Unable to fetch sections from api.',
    },
    { name: 'Sections, phone', ...sections, phone: true, shows: sectionLink },
    { name: 'Section', ...section, shows: showsRole('heading', story.section.name) },
    {
      name: 'Section, not found',
      ...section,
      url: paths.section.to('demo', 'no-such-section'),
      shows: 'Section not found',
    },
    {
      name: 'Section, dark',
      ...section,
      theme: 'dark',
      shows: showsRole('link', linkNamed(story.premise.name)),
    },
    { name: 'Premise', ...premise, shows: showsRole('heading', story.premise.name) },
    {
      name: 'Premise, loading',
      ...premise,
      overrides: (o) => [o.loading('get', '/premises/{id}')],
      shows: showsRole('progressbar', 'premise'),
    },
    { name: 'Premise, phone', ...premise, phone: true, shows: floorLink },
    { name: 'Premise, dark', ...premise, theme: 'dark', shows: floorLink },
    { name: 'Floor', ...floor, shows: showsRole('heading', story.floor.name) },
    {
      name: 'Floor, failed',
      ...floor,
      overrides: (o) => [o.error('get', '/floors/{id}')],
      shows: 'Unable to fetch floor from api.',
    },
    { name: 'Floor, phone', ...floor, phone: true, shows: roomLink },
    { name: 'Room', ...room, shows: showsRole('heading', story.room.name) },
    {
      name: 'Room, not found',
      ...room,
      url: paths.room.to(
        'demo',
        story.section.id,
        story.premise.id,
        story.floor.id,
        'no-such-room',
      ),
      shows: 'Room not found',
    },
    { name: 'Room, phone, dark', ...room, phone: true, theme: 'dark', shows: roomDevices },
    { name: 'Floor plan', ...floorPlan, shows: planTitle },
    {
      name: 'Floor plan, no plan yet',
      ...floorPlan,
      url: urls.bareFloorPlan,
      shows: /No floor plan yet/,
    },
    { name: 'Floor plan, phone', ...floorPlan, phone: true, shows: planDevices },
    { name: 'Floor plan, dark', ...floorPlan, theme: 'dark', shows: planDevices },
  ],
  { setup: withDrawnPlan },
);

/** The location pages and the floor plan in Bokmål on a phone. */
export const LocationsInNorwegian: Story = inNorwegian(
  glanceStory(
    [
      { name: 'Sections, phone, Bokmål', ...sections, phone: true, shows: sectionLink },
      { name: 'Premise, phone, Bokmål', ...premise, phone: true, shows: floorLink },
      { name: 'Floor, phone, Bokmål', ...floor, phone: true, shows: roomLink },
      {
        name: 'Room, phone, Bokmål',
        ...room,
        phone: true,
        shows: showsRole('list', 'Dispensere i dette rommet'),
      },
      {
        name: 'Floor plan, phone, Bokmål',
        ...floorPlan,
        phone: true,
        shows: showsRole('list', 'Dispensere'),
      },
    ],
    { setup: withDrawnPlan },
  ),
);
