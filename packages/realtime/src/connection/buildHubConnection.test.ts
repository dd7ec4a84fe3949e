import { HttpTransportType, HubConnection, HubConnectionBuilder } from '@microsoft/signalr';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildHubConnection, HUB_TRANSPORTS } from './buildHubConnection';

afterEach(() => vi.restoreAllMocks());

describe('buildHubConnection', () => {
  it('builds the real SignalR connection with the settings of spec §7 and §9', () => {
    const withUrl = vi.spyOn(HubConnectionBuilder.prototype, 'withUrl');
    const withAutomaticReconnect = vi.spyOn(
      HubConnectionBuilder.prototype,
      'withAutomaticReconnect',
    );
    const accessTokenFactory = () => 'token';

    const connection = buildHubConnection({
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
    const hub = connection;
    expect(hub.serverTimeoutInMilliseconds).toBe(30_000);
    expect(hub.keepAliveIntervalInMilliseconds).toBe(15_000);
  });

  it('offers only the transports asked for, and takes other reconnect delays', () => {
    const withUrl = vi.spyOn(HubConnectionBuilder.prototype, 'withUrl');
    const withAutomaticReconnect = vi.spyOn(
      HubConnectionBuilder.prototype,
      'withAutomaticReconnect',
    );
    buildHubConnection({
      hubUrl: 'https://platform.example/signalR',
      accessTokenFactory: () => 'token',
      transports: ['ServerSentEvents', 'LongPolling'],
      reconnectDelaysMs: [0, 100],
    });
    expect(withUrl.mock.calls[0]?.[1]).toMatchObject({
      transport: HttpTransportType.ServerSentEvents | HttpTransportType.LongPolling,
    });
    expect(withAutomaticReconnect).toHaveBeenCalledWith([0, 100]);
  });
});
