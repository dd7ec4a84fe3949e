import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { LanguageProvider, loadLanguage } from '@hygiene/ui';

import { createRealtimeClient } from '../client/RealtimeClient';
import { FakeHubConnection } from '../connection/FakeHubConnection';
import type { LoadRecentEventsRequest } from '../feed/recentEventsRequest';
import { LiveFeed } from '../LiveFeedList';
import { liveIndicator } from '../liveIndicator';
import { RealtimeProvider } from './RealtimeProvider';
import { useRealtimeConnectionState, useTenantGroup } from './hooks';

/**
 * The hooks wired to a fake hub that the play function drives: connection state and the
 * indicator's text, tenant switch, group lock and undo, reconnect and re-join, final failure.
 * The indicator's visual dot belongs to the UI kit; this shows the text `liveIndicator` gives it.
 */
function ConnectionPanel() {
  const connection = useRealtimeConnectionState();
  const indicator = liveIndicator(connection);
  const [tenant, setTenant] = useState('acme');
  const group = useTenantGroup(tenant);
  return (
    <div>
      <p role="status" aria-label="Live connection" data-tone={indicator.tone}>
        {indicator.label}
      </p>
      <p>
        Tenant: {tenant} · Group: {group.joinedGroup ?? 'none'} · Lock:{' '}
        {group.lockedTenantIdentifier ?? 'off'}
      </p>
      <button type="button" onClick={() => setTenant('globex')}>
        Switch to globex
      </button>{' '}
      <button type="button" onClick={() => group.lockGroup('service')}>
        Lock to service
      </button>{' '}
      <button type="button" onClick={group.unlockGroup}>
        Undo lock
      </button>
      <LiveFeed maxEventsInFeed={5} />
    </div>
  );
}

function Harness({ connection }: { connection: FakeHubConnection }) {
  const [client] = useState(() => createRealtimeClient({ connection }));
  return (
    <RealtimeProvider client={client}>
      <ConnectionPanel />
    </RealtimeProvider>
  );
}

const meta = {
  title: 'Realtime/Connection and groups',
  component: Harness,
  loaders: [async () => ({ connection: new FakeHubConnection() })],
  render: (_args, { loaded }) => <Harness connection={loaded['connection'] as FakeHubConnection} />,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const pendingMethods = (connection: FakeHubConnection) =>
  connection.pending.map(({ methodName, args }) => `${methodName}(${args.join(',')})`);

/** Every state the indicator shows, and the group following tenant, lock and reconnects. */
export const Lifecycle: Story = {
  args: { connection: new FakeHubConnection() },
  play: async ({ canvas, loaded, userEvent, step }) => {
    const connection = loaded['connection'] as FakeHubConnection;
    const status = () => canvas.getByRole('status', { name: 'Live connection' });
    const groupText = (text: string) =>
      waitFor(() => expect(canvas.getByText(/^Tenant:/)).toHaveTextContent(text));
    const answer = async (expected: string) => {
      await waitFor(() => expect(pendingMethods(connection)).toEqual([expected]));
      connection.resolveNext();
    };

    await step('connecting', async () => {
      await waitFor(() => expect(status()).toHaveTextContent('Connecting to real time server ...'));
      // The client starts the connection in an effect, which may run after that first paint.
      await waitFor(() => expect(connection.state).toBe('Connecting'));
    });

    await step('connected: receiving, acme group joined', async () => {
      connection.resolveStart();
      await answer('JoinTenantGroup(acme)');
      await waitFor(() => expect(status()).toHaveTextContent('Receiving live events'));
      await groupText('Group: acme');
    });

    await step('an event arrives and is live', async () => {
      connection.emit('ReceiveDeviceEvent', {
        deviceId: 'SN-7',
        eventType: 'HandSense',
        event: 'HandSense',
        timestamp: new Date().toISOString(),
      });
      await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
      await expect(canvas.getByText('Live')).toBeVisible();
    });

    await step('group lock on: leave acme, join service, feed reset', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Lock to service' }));
      await expect(canvas.queryByRole('listitem')).toBeNull();
      await answer('LeaveTenantGroup(acme)');
      await answer('JoinTenantGroup(service)');
      await groupText('Group: service · Lock: service');
    });

    await step('undo the lock: back to the current tenant', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Undo lock' }));
      await answer('LeaveTenantGroup(service)');
      await answer('JoinTenantGroup(acme)');
      await groupText('Tenant: acme · Group: acme · Lock: off');
    });

    await step('tenant switch: leave acme, join globex', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Switch to globex' }));
      await answer('LeaveTenantGroup(acme)');
      await answer('JoinTenantGroup(globex)');
      await groupText('Tenant: globex · Group: globex');
    });

    await step('reconnect: connecting again, then re-join globex', async () => {
      connection.reconnecting();
      await waitFor(() => expect(status()).toHaveTextContent('Connecting to real time server ...'));
      await groupText('Group: none');
      connection.reconnected();
      await answer('JoinTenantGroup(globex)');
      await waitFor(() => expect(status()).toHaveTextContent('Receiving live events'));
      await groupText('Group: globex');
    });

    await step('reconnect attempts exhausted: unable to receive', async () => {
      connection.reconnecting();
      connection.close(new Error('reconnect gave up'));
      await waitFor(() => expect(status()).toHaveTextContent('Unable to receive live events'));
    });
  },
};

/** The REST page the reset story serves: two State events and three HandSense ones. */
function recentPage(request: LoadRecentEventsRequest) {
  const now = Date.now();
  const page = [0, 1, 2, 3, 4].map((i) => ({
    deviceId: `SN-${i}`,
    eventType: i < 2 ? 'State' : 'HandSense',
    event: i < 2 ? 'DoorOpened' : 'HandSense',
    timestamp: new Date(now - i * 1000).toISOString(),
  }));
  const types = request.eventTypes;
  return page
    .filter((item) => types === undefined || types.includes(item.eventType))
    .slice(0, request.pageSize);
}

function ResetPanel() {
  const [max, setMax] = useState(5);
  const [onlyState, setOnlyState] = useState(false);
  const [, rerender] = useState(0);
  useTenantGroup('acme');
  return (
    <div>
      <button type="button" onClick={() => setMax(3)}>
        Show 3
      </button>{' '}
      <button type="button" onClick={() => setOnlyState(true)}>
        Only State
      </button>{' '}
      <button type="button" onClick={() => rerender((n) => n + 1)}>
        Re-render
      </button>
      {/* A new array each render on purpose: the feed compares the filter by content. */}
      <LiveFeed maxEventsInFeed={max} {...(onlyState ? { eventTypes: ['State'] } : {})} />
    </div>
  );
}

/**
 * The feed starts again from the REST page when its size or filter changes, and not when the
 * parent re-renders with an equal filter.
 */
export const FeedResetsOnSizeAndFilter: Story = {
  args: { connection: new FakeHubConnection() },
  // The events' ages ('now', '1 second ago') are in the picture: the clock stands still.
  parameters: { clock: 'frozen' },
  loaders: [
    async () => {
      const requests: LoadRecentEventsRequest[] = [];
      const connection = new FakeHubConnection({ autoResolve: true });
      const client = createRealtimeClient({
        connection,
        loadRecentEvents: (request) => {
          requests.push(request);
          return Promise.resolve(recentPage(request));
        },
      });
      return { connection, client, requests };
    },
  ],
  render: (_args, { loaded }) => (
    <RealtimeProvider client={loaded['client'] as ReturnType<typeof createRealtimeClient>}>
      <ResetPanel />
    </RealtimeProvider>
  ),
  play: async ({ canvas, loaded, userEvent, step }) => {
    const requests = loaded['requests'] as LoadRecentEventsRequest[];
    const rows = () => canvas.queryAllByRole('listitem');
    const activeRequests = () => requests.filter((request) => !request.signal.aborted);

    await step('page 0 with the size 5', async () => {
      await waitFor(() => expect(rows()).toHaveLength(5));
      await expect(activeRequests().at(-1)).toMatchObject({ page: 0, pageSize: 5 });
    });

    await step('size 3: a new page of 3', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show 3' }));
      await waitFor(() => expect(rows()).toHaveLength(3));
      await expect(activeRequests().at(-1)).toMatchObject({ pageSize: 3, eventTypes: undefined });
    });

    await step('filter State: a new page with only State events', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Only State' }));
      await waitFor(() => expect(rows()).toHaveLength(2));
      await expect(activeRequests().at(-1)).toMatchObject({
        pageSize: 3,
        eventTypes: ['State'],
        typesIncluded: ['State'],
        bluetoothEventsIncluded: false,
      });
      await expect(canvas.queryByText('HandSense')).toBeNull();
    });

    await step('an equal filter on re-render does not reset', async () => {
      const before = requests.length;
      await userEvent.click(canvas.getByRole('button', { name: 'Re-render' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Re-render' }));
      await expect(requests.length).toBe(before);
      await expect(rows()).toHaveLength(2);
    });
  },
};

type PromisedClient = Promise<ReturnType<typeof createRealtimeClient>>;

/**
 * A loader: a fake hub connection and a client handed over as a promise on it, resolved when the
 * play function calls `arrive`.
 */
async function loadArrivingClient() {
  const connection = new FakeHubConnection();
  let arrive: () => void = () => undefined;
  const client: PromisedClient = new Promise((resolve) => {
    arrive = () => resolve(createRealtimeClient({ connection }));
  });
  return { connection, client, arrive };
}

/**
 * The app loads the client's code after its first paint (the host does): until the promise
 * settles the connection reads connecting, the feed loading, and a group lock waits; then the
 * client starts, joins the tenant's group and applies the lock, in that order.
 */
export const ClientArrivesLater: Story = {
  args: { connection: new FakeHubConnection() },
  loaders: [loadArrivingClient],
  render: (_args, { loaded }) => (
    <RealtimeProvider client={loaded['client'] as PromisedClient}>
      <ConnectionPanel />
    </RealtimeProvider>
  ),
  play: async ({ canvas, loaded, userEvent, step }) => {
    const connection = loaded['connection'] as FakeHubConnection;
    const arrive = loaded['arrive'] as () => void;
    const status = () => canvas.getByRole('status', { name: 'Live connection' });

    await step('before the client: connecting, feed loading, nothing sent', async () => {
      await expect(status()).toHaveTextContent('Connecting to real time server ...');
      await expect(canvas.getByText('Loading events')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Lock to service' }));
      await expect(canvas.getByText(/^Tenant:/)).toHaveTextContent('Group: none · Lock: off');
      await expect(connection.state).toBe('Disconnected');
    });

    await step('the client arrives: it starts, joins, and then applies the lock', async () => {
      arrive();
      await waitFor(() => expect(connection.state).toBe('Connecting'));
      connection.resolveStart();
      await waitFor(() => expect(pendingMethods(connection)).toEqual(['JoinTenantGroup(service)']));
      connection.resolveNext();
      await waitFor(() => expect(status()).toHaveTextContent('Receiving live events'));
      await waitFor(() =>
        expect(canvas.getByText(/^Tenant:/)).toHaveTextContent(
          'Tenant: acme · Group: service · Lock: service',
        ),
      );
    });
  },
};

/** Locks the group while mounted and undoes it on the way out, as the install wizard does. */
function LockedWhileMounted({ tenant }: { tenant: string }) {
  const { lockGroup, unlockGroup } = useTenantGroup();
  useEffect(() => {
    lockGroup(tenant);
    return unlockGroup;
  }, [lockGroup, unlockGroup, tenant]);
  return null;
}

/**
 * A part that locks the group in an effect (the install wizard) is drawn before the client has
 * arrived: the lock holds once it arrives. The lock controls keep their identity across the
 * arrival, so the effect does not unlock and lock again, which would leave the lock off.
 */
export const LockedBeforeTheClientArrives: Story = {
  args: { connection: new FakeHubConnection() },
  loaders: [loadArrivingClient],
  render: (_args, { loaded }) => (
    <RealtimeProvider client={loaded['client'] as PromisedClient}>
      <ConnectionPanel />
      <LockedWhileMounted tenant="service" />
    </RealtimeProvider>
  ),
  play: async ({ canvas, loaded }) => {
    const connection = loaded['connection'] as FakeHubConnection;
    (loaded['arrive'] as () => void)();
    await waitFor(() => expect(connection.state).toBe('Connecting'));
    connection.resolveStart();
    await waitFor(() => expect(pendingMethods(connection)).toEqual(['JoinTenantGroup(service)']));
    connection.resolveNext();
    await waitFor(() =>
      expect(canvas.getByText(/^Tenant:/)).toHaveTextContent(
        'Tenant: acme · Group: service · Lock: service',
      ),
    );
    // Nothing undid it afterwards: no leave, no join of the tenant's own group.
    await expect(pendingMethods(connection)).toEqual([]);
  },
};

/** The feed of tenant acme. */
function TenantFeed() {
  useTenantGroup('acme');
  return <LiveFeed maxEventsInFeed={5} />;
}

/**
 * The feed's first page fails for a person reading Bokmål: the alert is the list's own text in
 * their language (the store's message is for the developer, in English).
 */
export const LoadFailedInBokmal: Story = {
  args: { connection: new FakeHubConnection() },
  loaders: [
    async () => {
      await loadLanguage('nb');
      const connection = new FakeHubConnection({ autoResolve: true });
      const client = createRealtimeClient({
        connection,
        loadRecentEvents: () => Promise.reject(new Error('500')),
        logger: { error: () => undefined, warn: () => undefined },
      });
      return { connection, client };
    },
  ],
  render: (_args, { loaded }) => (
    <LanguageProvider language="nb">
      <RealtimeProvider client={loaded['client'] as ReturnType<typeof createRealtimeClient>}>
        <TenantFeed />
      </RealtimeProvider>
    </LanguageProvider>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Kunne ikke hente hendelser fra API-et.',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Ingen hendelser ennå');
  },
};
