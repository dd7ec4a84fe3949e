import { HygieneThemeProvider } from '@hygiene/ui';
import type { ReactElement } from 'react';

import { createRealtimeClient } from '../client/RealtimeClient';
import { FakeHubConnection } from '../connection/FakeHubConnection';
import { parseLiveEvent } from '../events/liveEvent';
import { LiveConnectionIndicator } from '../LiveConnectionIndicator';
import { LiveFeed, LiveFeedList } from '../LiveFeedList';
import {
  useMalformedMessageCount,
  useRealtimeConnectionState,
  useTenantGroup,
} from '../react/hooks';
import { realtimeMessages } from '../messages';
import { RealtimeProvider } from '../react/RealtimeProvider';

/** One published component (or the hooks) as an embedding app renders it, and what its HTML holds. */
/** What an embedding app puts around the published components: the kit's theme provider. */
export function withKitTheme(element: ReactElement): ReactElement {
  return <HygieneThemeProvider mode="light">{element}</HygieneThemeProvider>;
}

export interface ServerRenderingCase {
  name: string;
  /** Made per render: a provider's client is one per app, and the server renders each request anew. */
  element: () => ReactElement;
  html: string;
}

/** The hooks an app's shell calls, drawn as text. */
function HooksProbe() {
  const connection = useRealtimeConnectionState();
  const group = useTenantGroup('demo');
  const malformed = useMalformedMessageCount();
  return (
    <p>
      {`connection ${connection.status}, group ${group.tenantIdentifier ?? 'none'}, malformed ${malformed}`}
    </p>
  );
}

/** A client that is never started: the provider starts it in an effect, which a server skips. */
const withClient = (children: ReactElement) => (
  <RealtimeProvider client={createRealtimeClient({ connection: new FakeHubConnection() })}>
    {children}
  </RealtimeProvider>
);

const event = parseLiveEvent({
  deviceId: 'HDX3-10001',
  eventType: 'State',
  event: 'Empty',
  timestamp: Date.UTC(2026, 10, 16, 8, 0),
});

/**
 * Every component and hook `@hygiene/realtime` exports for React, each as an app's first render
 * shows it: `serverRendering.test.tsx` renders each with `react-dom/server`, the 'Server
 * rendering' story hydrates each in Chromium.
 */
export const serverRenderingCases: readonly ServerRenderingCase[] = [
  {
    name: 'RealtimeProvider with its hooks',
    element: () => withClient(<HooksProbe />),
    html: 'connection default',
  },
  {
    name: 'LiveConnectionIndicator',
    element: () => withClient(<LiveConnectionIndicator />),
    html: realtimeMessages.indicator.connecting,
  },
  // Before its effect attaches it (and loads the first page), the feed has no events.
  { name: 'LiveFeed', element: () => withClient(<LiveFeed />), html: realtimeMessages.feed.empty },
  {
    name: 'LiveFeedList',
    element: () => (
      <LiveFeedList events={event ? [event] : []} now={Date.UTC(2026, 10, 16, 9, 0)} />
    ),
    html: 'HDX3-10001',
  },
];
