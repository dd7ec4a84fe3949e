import {
  createContext,
  use,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

import type { RealtimeClient } from '../client/RealtimeClient';

/** What the provider holds: the client once it is there, and the promise of it until then. */
interface RealtimeContextValue {
  readonly client: RealtimeClient | null;
  readonly arriving: Promise<RealtimeClient>;
  /**
   * Runs `action` on the client: at once when it is there, else in order when it arrives. Stable
   * for as long as the provider's `client` prop is, so an effect that locks and unlocks through it
   * does not run again when the client arrives.
   */
  readonly withClient: (action: (client: RealtimeClient) => void) => void;
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

export interface RealtimeProviderProps {
  /**
   * The app's one client (`createRealtimeClient`), or a promise of it: an app may load the
   * client's code after its first paint. Until the promise settles, the connection reads as
   * connecting, feeds as loading, and `useRealtimeClient` suspends. Create either once, outside
   * render: a new client means a new connection.
   */
  client: RealtimeClient | Promise<RealtimeClient>;
  /** Connect while mounted (default). Off leaves starting and stopping to the caller. */
  autoStart?: boolean;
  children?: ReactNode;
}

// Not `instanceof RealtimeClient`: that would bring the client's code along with the provider.
const isPromise = (client: RealtimeProviderProps['client']): client is Promise<RealtimeClient> =>
  typeof (client as Promise<RealtimeClient>).then === 'function';

/**
 * The promise of `client` and a `withClient` that reads the client when it is called, not when
 * it was made: an action queued before the arrival and one taken after it run in the order they
 * were asked for.
 */
function clientQueue(client: RealtimeProviderProps['client']) {
  const arriving = isPromise(client) ? client : Promise.resolve(client);
  let loaded = isPromise(client) ? null : client;
  const settled = arriving.then((arrived) => {
    loaded = arrived;
    return arrived;
  });
  const withClient = (action: (client: RealtimeClient) => void) => {
    if (loaded) action(loaded);
    else void settled.then(action);
  };
  return { arriving, withClient };
}

/**
 * Puts the app's real-time client in context and keeps it connected while mounted: one hub
 * connection per app, shared by every hook below.
 */
export function RealtimeProvider({ client, autoStart = true, children }: RealtimeProviderProps) {
  const [arrived, setArrived] = useState<{
    from: RealtimeProviderProps['client'];
    client: RealtimeClient;
  } | null>(null);
  const ready = isPromise(client) ? (arrived?.from === client ? arrived.client : null) : client;

  useEffect(() => {
    if (!isPromise(client)) return undefined;
    let current = true;
    void client.then((loaded) => {
      if (current) setArrived({ from: client, client: loaded });
    });
    return () => {
      current = false;
    };
  }, [client]);

  useEffect(() => {
    if (!autoStart || !ready) return undefined;
    void ready.start();
    return () => {
      void ready.stop();
    };
  }, [ready, autoStart]);

  // The promise stays the one passed (or one of the client), so what depends on it holds still.
  const { arriving, withClient } = useMemo(() => clientQueue(client), [client]);
  const value = useMemo(
    () => ({ client: ready, arriving, withClient }),
    [ready, arriving, withClient],
  );
  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}

function useRealtimeContext(): RealtimeContextValue {
  const value = useContext(RealtimeContext);
  if (!value) throw new Error('useRealtimeClient must be used inside a RealtimeProvider');
  return value;
}

/**
 * The client of the nearest `RealtimeProvider`; suspends while the provider's client is still
 * on its way. Throws outside a provider (a wiring mistake).
 */
export function useRealtimeClient(): RealtimeClient {
  const { client, arriving } = useRealtimeContext();
  return client ?? use(arriving);
}

/**
 * The client of the nearest `RealtimeProvider`, or `null` while it is still on its way: for
 * parts that draw at once and go live when it arrives. Throws outside a provider.
 */
export function useRealtimeClientWhenReady(): RealtimeClient | null {
  return useRealtimeContext().client;
}

/** Runs an action on the provider's client now, or in order once it has arrived. */
export function useWithRealtimeClient(): RealtimeContextValue['withClient'] {
  return useRealtimeContext().withClient;
}
