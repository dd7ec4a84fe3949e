import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  earlyEnd,
  formatTimeLeft,
  maintenanceMode,
  serviceDeadline,
  shouldLeave,
  type MaintenanceMode,
} from './maintenanceTime';

const at = (iso: string) => Date.parse(iso);

describe('serviceDeadline (spec §9: round up to the minute, then add 5 s)', () => {
  it('rounds a time inside a minute up to the next full minute', () => {
    expect(serviceDeadline('2026-11-23T10:15:00.001Z')).toEqual({
      endsAt: at('2026-11-23T10:16:00Z'),
      leaveAt: at('2026-11-23T10:16:05Z'),
    });
    expect(serviceDeadline('2026-11-23T10:15:59Z')?.endsAt).toBe(at('2026-11-23T10:16:00Z'));
  });

  it('keeps a time already on a full minute', () => {
    expect(serviceDeadline('2026-11-23T10:15:00Z')).toEqual({
      endsAt: at('2026-11-23T10:15:00Z'),
      leaveAt: at('2026-11-23T10:15:05Z'),
    });
  });

  it('has no deadline for a missing or unreadable end', () => {
    expect(serviceDeadline(null)).toBeNull();
    expect(serviceDeadline(undefined)).toBeNull();
    expect(serviceDeadline('')).toBeNull();
    expect(serviceDeadline('not a date')).toBeNull();
  });
});

describe('maintenanceMode with a fake clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const status = { serviceTimeEnd: '2026-11-23T10:14:30Z', tenantIdentifier: 'acme' };

  it('is on exactly for the tenant where maintenance was started', () => {
    expect(maintenanceMode(status, 'acme', Date.now()).kind).toBe('on');
    expect(maintenanceMode(status, 'demo', Date.now())).toEqual({ kind: 'off' });
    expect(maintenanceMode(status, 'service', Date.now())).toEqual({ kind: 'off' });
    expect(maintenanceMode(undefined, 'acme', Date.now())).toEqual({ kind: 'off' });
  });

  it('counts down to the rounded end, then the 5 s grace, then is over', () => {
    const mode = () => maintenanceMode(status, 'acme', Date.now());
    expect(mode()).toMatchObject({ kind: 'on', msLeft: 15 * 60_000 });

    vi.advanceTimersByTime(14 * 60_000 + 30_000); // 10:14:30, the unrounded end
    expect(mode()).toMatchObject({ kind: 'on', msLeft: 30_000 });

    vi.advanceTimersByTime(30_000); // 10:15:00, the rounded end
    expect(mode()).toMatchObject({ kind: 'ending', msLeft: 5_000 });

    vi.advanceTimersByTime(4_999);
    expect(mode()).toMatchObject({ kind: 'ending', msLeft: 1 });

    vi.advanceTimersByTime(1);
    expect(mode().kind).toBe('over');
  });

  it('treats a missing or past end as not running, never as NaN', () => {
    expect(maintenanceMode({ ...status, serviceTimeEnd: null }, 'acme', Date.now())).toEqual({
      kind: 'off',
    });
    expect(maintenanceMode({ ...status, serviceTimeEnd: 'garbage' }, 'acme', Date.now())).toEqual({
      kind: 'off',
    });
    expect(
      maintenanceMode({ ...status, serviceTimeEnd: '2026-11-20T08:00:00Z' }, 'acme', Date.now())
        .kind,
    ).toBe('over');
    expect(maintenanceMode(status, 'acme', Number.NaN)).toEqual({ kind: 'off' });
  });
});

describe('shouldLeave: once, and only for maintenance this tab saw running', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  let status = { serviceTimeEnd: '2026-11-23T10:05:00Z', tenantIdentifier: 'acme' };
  beforeEach(() => {
    status = { serviceTimeEnd: '2026-11-23T10:05:00Z', tenantIdentifier: 'acme' };
  });

  /** Plays the tab's bookkeeping: remember running windows, leave each at most once. */
  function tab() {
    let sawRunning = false;
    const left = new Set<number>();
    let redirects = 0;
    return {
      check() {
        const mode: MaintenanceMode = maintenanceMode(status, 'acme', Date.now());
        if (mode.kind === 'on' || mode.kind === 'ending') sawRunning = true;
        if (shouldLeave(mode, sawRunning, left)) {
          if (mode.kind === 'over') left.add(mode.deadline.leaveAt);
          sawRunning = false;
          redirects += 1;
        }
        return mode.kind;
      },
      get redirects() {
        return redirects;
      },
    };
  }

  it('leaves 5 s after the rounded end', () => {
    const t = tab();
    expect(t.check()).toBe('on');
    vi.advanceTimersByTime(5 * 60_000);
    expect(t.check()).toBe('ending');
    expect(t.redirects).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(t.check()).toBe('over');
    expect(t.redirects).toBe(1);
    vi.advanceTimersByTime(60_000);
    t.check();
    expect(t.redirects).toBe(1);
  });

  it('leaves within the 5 s grace when maintenance is ended early', () => {
    const t = tab();
    vi.advanceTimersByTime(90_000); // 10:01:30
    expect(t.check()).toBe('on');
    status = { ...status, serviceTimeEnd: earlyEnd(Date.now()) }; // 10:01:00
    expect(t.check()).toBe('over'); // 10:01:05 already passed
    expect(t.redirects).toBe(1);
  });

  it('stays off for another tenant, so it never leaves there', () => {
    status = { ...status, tenantIdentifier: 'demo' };
    const t = tab();
    expect(t.check()).toBe('off');
    vi.advanceTimersByTime(60 * 60_000);
    expect(t.check()).toBe('off');
    expect(t.redirects).toBe(0);
  });

  it('never leaves for a window that was already over when the tab opened', () => {
    vi.setSystemTime(new Date('2026-11-23T11:00:00Z'));
    const t = tab();
    expect(t.check()).toBe('over');
    expect(t.redirects).toBe(0);
  });

  it('survives a clock that jumps forward past the end, then back, then forward again', () => {
    const t = tab();
    expect(t.check()).toBe('on');
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z')); // jumps two hours ahead
    expect(t.check()).toBe('over');
    expect(t.redirects).toBe(1);
    vi.setSystemTime(new Date('2026-11-23T10:01:00Z')); // and back: running again
    expect(t.check()).toBe('on');
    vi.setSystemTime(new Date('2026-11-23T10:30:00Z'));
    expect(t.check()).toBe('over');
    expect(t.redirects).toBe(1); // the same window is never left twice: no loop
  });
});

describe('earlyEnd and formatTimeLeft', () => {
  it('ends early at the minute already begun, so only the 5 s grace remains', () => {
    const now = at('2026-11-23T10:07:42.500Z');
    expect(earlyEnd(now)).toBe('2026-11-23T10:07:00.000Z');
    const deadline = serviceDeadline(earlyEnd(now))!;
    expect(deadline.leaveAt - now).toBeLessThanOrEqual(5_000);
  });

  it('shows hours, minutes or seconds, never a negative time', () => {
    expect(formatTimeLeft(65 * 60_000)).toBe('1 h 05 min');
    expect(formatTimeLeft(12 * 60_000)).toBe('12 min');
    expect(formatTimeLeft(61_000)).toBe('2 min');
    expect(formatTimeLeft(45_000)).toBe('45 s');
    expect(formatTimeLeft(-3_000)).toBe('0 s');
  });
});
