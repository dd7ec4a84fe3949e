import { HttpTransportType, HubConnection, HubConnectionBuilder } from '@microsoft/signalr';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createHubConnection, HUB_TRANSPORTS } from './createHubConnection';

afterEach(() => vi.restoreAllMocks());

describe('createHubConnection', () => {
  it('builds the real SignalR connection with the settings of spec §7 and §9', () => {
    const withUrl = vi.spyOn(HubConnectionBuilder.prototype, 'withUrl');
    const withAutomaticReconnect = vi.spyOn(
      HubConnectionBuilder.prototype,
      'withAutomaticReconnect',
    );
    const accessTokenFactory = () => 'token';

    const connection = createHubConnection({
      hubUrl: 'https://platform.example/signalR',
      accessTokenFactory,
    });

    expect(connection).toBeInstanceOf(HubConnection);
    expect(connection.state).toBe('Disconnected');
    expect(withUrl).toHaveBeenCalledWith('https://platform.example/signalR', {
      accessTokenFactory,
      transport: HUB_TRANSPORTS,
      timeout: 100_000,
    });
    expect(HUB_TRANSPORTS).toBe(
      HttpTransportType.WebSockets |
        HttpTransportType.ServerSentEvents |
        HttpTransportType.LongPolling,
    );
    expect(withAutomaticReconnect).toHaveBeenCalledWith([0, 2_000, 10_000, 30_000]);
    const hub = connection as HubConnection;
    expect(hub.serverTimeoutInMilliseconds).toBe(30_000);
    expect(hub.keepAliveIntervalInMilliseconds).toBe(15_000);
  });
});
