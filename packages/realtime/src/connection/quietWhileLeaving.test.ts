import { LogLevel } from '@microsoft/signalr';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { quietWhileLeaving } from './buildHubConnection';

describe('quietWhileLeaving: SignalR logging that is silent while the page is being left', () => {
  let page: EventTarget;
  let errors: MockInstance<typeof console.error>;

  beforeEach(() => {
    vi.useFakeTimers();
    page = new EventTarget();
    vi.stubGlobal('window', page);
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    errors.mockRestore();
  });

  const said = () => errors.mock.calls.map(([line]) => String(line));

  it('logs errors and warnings from the level asked for, not below it', () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logger = quietWhileLeaving(LogLevel.Warning, () => false);
    logger.log(LogLevel.Information, 'connected');
    logger.log(LogLevel.Warning, 'slow');
    logger.log(LogLevel.Error, 'broken');
    expect(said()).toEqual([expect.stringMatching(/\] Error: broken$/)]);
    expect(warnings).toHaveBeenCalledTimes(1);
    warnings.mockRestore();
  });

  it('says nothing while our own stop runs (a start it ended), and logs again after', () => {
    let stopping = true;
    const logger = quietWhileLeaving(LogLevel.Warning, () => stopping);
    logger.log(LogLevel.Error, 'Failed to start the HttpConnection before stop() was called.');
    stopping = false;
    logger.log(LogLevel.Error, 'broken');
    expect(said()).toEqual([expect.stringMatching(/\] Error: broken$/)]);
  });

  it('is silent from beforeunload on (Firefox closes the socket with 1001 before pagehide)', () => {
    const logger = quietWhileLeaving(LogLevel.Warning, () => false);
    page.dispatchEvent(new Event('beforeunload'));
    logger.log(
      LogLevel.Error,
      "Connection disconnected with error 'Error: WebSocket closed with status code: 1001'",
    );
    page.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(60_000);
    logger.log(LogLevel.Error, "Failed to start the transport 'WebSockets'");
    expect(said()).toEqual([]);
  });

  it('logs again when the page stayed (a leave prompt answered Stay) or came back from the cache', () => {
    const logger = quietWhileLeaving(LogLevel.Warning, () => false);
    page.dispatchEvent(new Event('beforeunload'));
    vi.advanceTimersByTime(3_000);
    logger.log(LogLevel.Error, 'after staying');
    page.dispatchEvent(new Event('pagehide'));
    page.dispatchEvent(new Event('pageshow'));
    logger.log(LogLevel.Error, 'after coming back');
    expect(said()).toEqual([
      expect.stringMatching(/after staying$/),
      expect.stringMatching(/after coming back$/),
    ]);
  });
});
