import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';

import { expectFitsPhone, onPhone } from '@hygiene/story-kit';
import { createRealtimeClient } from '../client/RealtimeClient';
import { FakeHubConnection } from '../connection/FakeHubConnection';
import { parseLiveEvent, type LiveEvent } from '../events/liveEvent';
import { RealtimeProvider } from '../react/RealtimeProvider';
import { useMalformedMessageCount, useTenantGroup } from '../react/hooks';
import { LiveFeed } from './LiveFeed';
import { LiveFeedList } from './LiveFeedList';
import { formatAbsoluteTime } from './formatTime';

/** A fixed clock, so relative times and the 'Live' badge do not depend on when the test runs. */
const NOW = Date.UTC(2026, 10, 22, 8, 30, 0);

const names = ['HandSense', 'MotorRun', 'PowerOn', 'BatteryChanged', 'MotorStuck', 'ChangeTime'];

function event(
  secondsAgo: number,
  overrides: Partial<Record<string, unknown>> = {},
  hint?: 'Bluetooth' | 'Transaction',
): LiveEvent {
  const parsed = parseLiveEvent(
    {
      deviceId: `SN-${1000 + secondsAgo}`,
      eventType: names[secondsAgo % names.length],
      event: names[secondsAgo % names.length],
      timestamp: NOW - secondsAgo * 1000,
      ...overrides,
    },
    hint,
  );
  if (!parsed) throw new Error('story data must be valid');
  return parsed;
}

const busy: LiveEvent[] = [
  event(1, { eventType: 'Bluetooth', event: 'Bluetooth', address: 'C4:7C:8D:6A:12:F0', rssi: -58 }),
  event(3, { eventType: 'State', event: 'DoorOpened' }),
  event(7),
  event(12),
  event(20),
  event(24),
  event(26),
  event(45),
  event(90),
  event(3600),
];

const meta = {
  title: 'Realtime/LiveFeedList',
  component: LiveFeedList,
  args: { events: busy, now: NOW, status: 'fetched' },
} satisfies Meta<typeof LiveFeedList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A busy feed: 10 events, newest first; the six under 25 s old are live. */
export const Busy: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Live events' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(10);
    await expect(items[0]).toHaveTextContent('Bluetooth');
    await expect(items[0]).toHaveTextContent('Device SN-1001');
    await expect(items[1]).toHaveTextContent('DoorOpened');
    await expect(canvas.getAllByText('Live')).toHaveLength(6);
    await expect(canvasElement.querySelectorAll('li[data-live]')).toHaveLength(6);
    // Newest first: each <time> is no later than the one above it.
    const times = canvas
      .getAllByRole('listitem')
      .map((item) => Date.parse(item.querySelector('time')?.getAttribute('datetime') ?? ''));
    await expect([...times].sort((a, b) => b - a)).toEqual(times);
  },
};

/** Live events read as relative time; older ones as the Norwegian date and time, without badge. */
export const LiveVersusOld: Story = {
  args: { events: [event(5, { event: 'HandSense' }), event(25, { event: 'MotorRun' })] },
  play: async ({ canvas }) => {
    const [live, old] = canvas.getAllByRole('listitem');
    await expect(within(live!).getByText('Live')).toBeVisible();
    await expect(within(live!).getByText('5 seconds ago')).toBeVisible();
    // Exactly 25 s old is no longer live.
    await expect(within(old!).queryByText('Live')).toBeNull();
    await expect(within(old!).getByText(formatAbsoluteTime(NOW - 25_000))).toBeVisible();
    await expect(formatAbsoluteTime(NOW - 25_000)).toMatch(
      /^\d{2}\.\d{2}\.\d{4},? \d{2}[:.]\d{2}[:.]\d{2}$/,
    );
  },
};

/** A quiet feed: nothing has happened yet. */
/**
 * On a phone with the platform's long device ids, in a list 290 px wide (the narrowest a page
 * leaves it, on a 320 px phone): the device and the time go under the event name, so the name
 * keeps the row's width and shows whole ('BluetoothAdvertisement' included), and nothing scrolls
 * sideways.
 */
export const Phone: Story = {
  ...onPhone,
  decorators: [
    (Story) => (
      <div style={{ width: 290 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    events: Array.from({ length: 10 }, (_, index) =>
      event(index * 5, {
        deviceId: `7b5365fb-7a9a-48c4-b951-599c0232671${index}`,
        ...(index % 3 === 0
          ? {
              eventType: 'Bluetooth',
              event: 'BluetoothAdvertisement',
              address: 'C4:7C:8D:6A:12:F0',
              rssi: -58,
            }
          : {}),
      }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list');
    const right = list.getBoundingClientRect().right;
    for (const item of within(list).getAllByRole('listitem')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
      const time = item.querySelector('time')!;
      await expect(time.getBoundingClientRect().right).toBeLessThanOrEqual(right);
      const nameText = item.querySelector<HTMLElement>('[data-part="name"]')!;
      // The whole name shows: no ellipsis.
      await expect(nameText.scrollWidth).toBeLessThanOrEqual(nameText.clientWidth);
      const name = nameText.getBoundingClientRect();
      const device = item.querySelector('[data-part="device"]')!.getBoundingClientRect();
      // Folded: the device id and the time sit on their own lines, under the name.
      await expect(device.top).toBeGreaterThanOrEqual(name.bottom - 1);
      await expect(time.getBoundingClientRect().top).toBeGreaterThanOrEqual(device.bottom - 1);
    }
    await expectFitsPhone(canvasElement);
  },
};

export const Quiet: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No events yet');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The REST page is on its way. */
export const Loading: Story = {
  args: { events: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading events');
  },
};

/**
 * A dashboard column (620 px) whose devices have long names (serial number, room, floor): each
 * event's name still shows whole on its row; the device's name wraps instead.
 */
export const LongDeviceNames: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 620 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    renderDevice: () => 'HDX3-10001 · Skyllerom vest 001 med dusj og toalett · 0. etasje',
  },
  play: async ({ canvas }) => {
    for (const item of canvas.getAllByRole('listitem')) {
      const name = item.querySelector<HTMLElement>('[data-part="name"]')!;
      await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
  },
};

/** The REST page failed; live events that arrived since still show. */
export const LoadFailed: Story = {
  args: { events: [event(2)], status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to fetch events from api.');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Event names come from devices: they render as text, never as HTML. */
export const UserTextIsNotHtml: Story = {
  args: { events: [event(2, { eventType: 'State', event: '<img src=x onerror="alert(1)">Door' })] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror="alert(1)">Door')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/**
 * An embedding app that knows its devices names them: each row shows what `renderDevice` gives
 * (here the serial number and the room) in place of the id the event carries.
 */
export const NamedDevices: Story = {
  args: {
    renderDevice: (deviceId: string) => (
      <a href={`#device-${deviceId}`}>{`HDP2-${deviceId.slice(3)} · Washroom 2.14`}</a>
    ),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Live events' });
    const first = within(list).getAllByRole('listitem')[0]!;
    await expect(
      within(first).getByRole('link', { name: 'HDP2-1001 · Washroom 2.14' }),
    ).toHaveAttribute('href', '#device-SN-1001');
    await expect(within(list).queryByText(/^Device SN-/)).toBeNull();
  },
};

/** The dark theme: generated colours are picked against the dark surface. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
  },
};

const many: LiveEvent[] = Array.from({ length: 250 }, (_, i) => event(30 + i));

/**
 * A feed of 250 events with rows added 100 at a time: the page holds 100 rows at first (a big
 * feed stays cheap at high rates); 'Show more events' (or scrolling to the end) adds the next.
 */
export const ManyRowsShownInSteps: Story = {
  args: { events: many },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Live events' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more events (100 of 250)' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(200),
    );
    const button = canvas.queryByRole('button', { name: /^Show more events/ });
    if (button) await userEvent.click(button);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(250));
    await expect(canvas.queryByRole('button', { name: /^Show more events/ })).toBeNull();
  },
};

/** Harness for the wired stories: one fake hub, one client, a tenant, the embeddable feed. */
function WiredFeed({
  connection,
  loadRecentEvents,
  maxEventsInFeed,
  eventTypes,
}: {
  connection: FakeHubConnection;
  loadRecentEvents?: () => Promise<unknown>;
  maxEventsInFeed?: number;
  eventTypes?: readonly string[];
}) {
  const [client] = useState(() =>
    createRealtimeClient({ connection, ...(loadRecentEvents ? { loadRecentEvents } : {}) }),
  );
  return (
    <RealtimeProvider client={client}>
      <Tenant />
      <LiveFeed
        {...(maxEventsInFeed === undefined ? {} : { maxEventsInFeed })}
        {...(eventTypes ? { eventTypes } : {})}
      />
    </RealtimeProvider>
  );
}

function Tenant() {
  const group = useTenantGroup('acme');
  const malformed = useMalformedMessageCount();
  return (
    <p>
      Group: {group.joinedGroup ?? 'none'} · Dropped malformed messages: {malformed}
    </p>
  );
}

const connectionLoader = async () => ({ connection: new FakeHubConnection({ autoResolve: true }) });

const liveNow = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();

/**
 * The wired stories stamp their events from the story's clock and show their times to the
 * second: frozen, so the times do not depend on how long the play function took (a busy machine
 * drew a row a second later than its reference).
 */
const frozenClock = { clock: 'frozen' };

/**
 * Wired to a fake hub: the REST page mixes valid and malformed items, then the hub sends valid
 * and malformed messages. Malformed ones are dropped and counted; the page never breaks.
 */
export const MalformedDropped: Story = {
  parameters: frozenClock,
  // The page is asked twice (at once, and again once the group is joined); the platform answers
  // the same events both times.
  loaders: [connectionLoader],
  render: (_args, { loaded }) => (
    <WiredFeed
      connection={loaded['connection'] as FakeHubConnection}
      // Stamped when asked for, on the story's frozen clock (loaders run before it is reset).
      loadRecentEvents={() =>
        Promise.resolve([
          { deviceId: 'SN-1', eventType: 'HandSense', event: 'HandSense', timestamp: liveNow(30) },
          { deviceId: 'SN-bad', eventType: 'HandSense' },
          'garbage',
        ])
      }
    />
  ),
  play: async ({ canvas, loaded }) => {
    const connection = loaded['connection'] as FakeHubConnection;
    await waitFor(() => expect(canvas.getByText(/Group: acme/)).toBeVisible());
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    connection.emit('ReceiveDeviceEvent', {
      deviceId: 'SN-2',
      eventType: 'MotorRun',
      event: 'MotorRun',
      timestamp: liveNow(1),
    });
    connection.emit('ReceiveDeviceEvent', { deviceId: 'SN-3', timestamp: 'yesterday' });
    connection.emit('ReceiveBluetoothEvent', {
      deviceId: 'SN-4',
      address: 'AA:BB',
      timestamp: liveNow(0),
    });
    connection.emit('ReceiveTransactionEvent', null);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    const [newest, oldest] = canvas.getAllByRole('listitem');
    // In words, the code in its tooltip.
    await expect(newest).toHaveTextContent('Motor ran');
    await expect(within(newest!).getByTitle('MotorRun')).toBeVisible();
    await expect(newest).toHaveTextContent('Live');
    await expect(oldest).toHaveTextContent('Device SN-1');
    await expect(oldest).not.toHaveTextContent('Live');
    await waitFor(() => expect(canvas.getByText(/Dropped malformed messages: 3/)).toBeVisible());
  },
};

/** Wired to a fake hub with a feed of 3 showing State and Bluetooth only. */
export const WiredMaxAndFilter: Story = {
  parameters: frozenClock,
  loaders: [connectionLoader],
  render: (_args, { loaded }) => (
    <WiredFeed
      connection={loaded['connection'] as FakeHubConnection}
      maxEventsInFeed={3}
      eventTypes={['State', 'Bluetooth']}
    />
  ),
  play: async ({ canvas, loaded }) => {
    const connection = loaded['connection'] as FakeHubConnection;
    await waitFor(() => expect(canvas.getByText(/Group: acme/)).toBeVisible());
    for (let i = 0; i < 5; i += 1) {
      connection.emit('ReceiveDeviceEvent', {
        deviceId: `SN-${i}`,
        eventType: 'State',
        event: `State ${i}`,
        timestamp: liveNow(10 - i),
      });
    }
    connection.emit('ReceiveDeviceEvent', {
      deviceId: 'SN-hand',
      eventType: 'HandSense',
      event: 'HandSense',
      timestamp: liveNow(0),
    });
    connection.emit('ReceiveBluetoothEvent', {
      deviceId: 'SN-bt',
      address: 'AA:BB',
      rssi: -40,
      timestamp: liveNow(0),
    });
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('listitem')
          .map((item) => item.querySelector('span + span')?.textContent),
      ).toEqual(['Bluetooth', 'State 4', 'State 3']),
    );
    await expect(canvas.queryByText('HandSense')).toBeNull();
  },
};

/** A negative size is refused with the spec's message instead of crashing the page. */
export const NegativeMaxEventsInFeed: Story = {
  loaders: [connectionLoader],
  render: (_args, { loaded }) => (
    <WiredFeed connection={loaded['connection'] as FakeHubConnection} maxEventsInFeed={-1} />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'maxEventsInFeed cannot be negative',
    );
  },
};
