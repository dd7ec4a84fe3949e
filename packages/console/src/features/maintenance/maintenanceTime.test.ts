import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  earlyEnd,
  formatTimeLeft,
  maintenanceMode,
  serviceDeadline,
  shouldLeave,
  statusOfAnswer,
  type MaintenanceMode,
  type TenantMaintenanceStatus,
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

  it('rounds one millisecond before a full minute up to it, and one after up to the next', () => {
    expect(serviceDeadline('2026-11-23T10:15:59.999Z')).toEqual({
      endsAt: at('2026-11-23T10:16:00Z'),
      leaveAt: at('2026-11-23T10:16:05Z'),
    });
    expect(serviceDeadline('2026-11-23T10:16:00.001Z')).toEqual({
      endsAt: at('2026-11-23T10:17:00Z'),
      leaveAt: at('2026-11-23T10:17:05Z'),
    });
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

describe('statusOfAnswer: the platform’s answer for the current tenant', () => {
  it('is off without an end, on while running, ended with the end it had', () => {
    const answer = { tenantIdentifier: 'acme', inMaintenance: false, serviceTimeEnd: null };
    expect(statusOfAnswer(answer)).toEqual({ status: 'off' });
    expect(
      statusOfAnswer({ ...answer, inMaintenance: true, serviceTimeEnd: '2026-11-23T10:14:30Z' }),
    ).toEqual({ status: 'on', until: '2026-11-23T10:14:30Z' });
    expect(statusOfAnswer({ ...answer, serviceTimeEnd: '2026-11-23T10:14:30Z' })).toEqual({
      status: 'ended',
      at: '2026-11-23T10:14:30Z',
    });
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

  const on: TenantMaintenanceStatus = { status: 'on', until: '2026-11-23T10:14:30Z' };

  it('is on while the platform says so, off when never started, unknown when not known', () => {
    expect(maintenanceMode(on, Date.now()).status).toBe('on');
    expect(maintenanceMode({ status: 'off' }, Date.now())).toEqual({ status: 'off' });
    for (const reason of ['pending', 'refused', 'failed'] as const) {
      // A refusal or a failure is not 'off': it is not known.
      expect(maintenanceMode({ status: 'unknown', reason }, Date.now())).toEqual({
        status: 'unknown',
        reason,
      });
    }
  });

  it('counts down to the rounded end, then the 5 s grace, then is over', () => {
    const mode = () => maintenanceMode(on, Date.now());
    expect(mode()).toMatchObject({ status: 'on', msLeft: 15 * 60_000 });

    vi.advanceTimersByTime(14 * 60_000 + 30_000); // 10:14:30, the unrounded end
    expect(mode()).toMatchObject({ status: 'on', msLeft: 30_000 });

    vi.advanceTimersByTime(29_999); // 10:14:59.999, 1 ms before the rounded end
    expect(mode()).toMatchObject({ status: 'on', msLeft: 1 });

    vi.advanceTimersByTime(1); // 10:15:00, the rounded end
    expect(mode()).toMatchObject({ status: 'ending', msLeft: 5_000 });

    vi.advanceTimersByTime(4_999); // 10:15:04.999
    expect(mode()).toMatchObject({ status: 'ending', msLeft: 1 });

    vi.advanceTimersByTime(1); // 10:15:05, the rounded end plus 5 s
    expect(mode().status).toBe('over');
  });

  it('counts an end the platform already calls ended the same way (rounded up, plus 5 s)', () => {
    const ended: TenantMaintenanceStatus = { status: 'ended', at: '2026-11-23T09:59:40Z' };
    // The platform's end has passed, the rounded one (10:00:00) just now: the grace runs.
    expect(maintenanceMode(ended, Date.now())).toMatchObject({ status: 'ending', msLeft: 5_000 });
    // Before the rounded end it is still over, never shown running: only the leave waits.
    expect(maintenanceMode(ended, Date.now() - 1)).toMatchObject({
      status: 'ending',
      msLeft: 5_001,
    });
    expect(maintenanceMode(ended, Date.now() + 5_000).status).toBe('over');
  });

  it('treats an unreadable end as off and a past one as over, never as NaN', () => {
    expect(maintenanceMode({ status: 'on', until: 'garbage' }, Date.now())).toEqual({
      status: 'off',
    });
    expect(
      maintenanceMode({ status: 'ended', at: '2026-11-20T08:00:00Z' }, Date.now()).status,
    ).toBe('over');
    expect(maintenanceMode(on, Number.NaN)).toEqual({ status: 'off' });
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

  let status: TenantMaintenanceStatus = { status: 'on', until: '2026-11-23T10:05:00Z' };
  beforeEach(() => {
    status = { status: 'on', until: '2026-11-23T10:05:00Z' };
  });

  /** Plays the tab's bookkeeping: remember running windows, leave each at most once. */
  function tab() {
    let sawRunning = false;
    const left = new Set<number>();
    let redirects = 0;
    return {
      check() {
        const mode: MaintenanceMode = maintenanceMode(status, Date.now());
        if (mode.status === 'on' || mode.status === 'ending') sawRunning = true;
        if (shouldLeave(mode, sawRunning, left)) {
          if (mode.status === 'over') left.add(mode.deadline.leaveAt);
          sawRunning = false;
          redirects += 1;
        }
        return mode.status;
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
    status = { status: 'ended', at: earlyEnd(Date.now()) }; // 10:01:00
    expect(t.check()).toBe('over'); // 10:01:05 already passed
    expect(t.redirects).toBe(1);
  });

  it('stays off where maintenance never started, so it never leaves there', () => {
    status = { status: 'off' };
    const t = tab();
    expect(t.check()).toBe('off');
    vi.advanceTimersByTime(60 * 60_000);
    expect(t.check()).toBe('off');
    expect(t.redirects).toBe(0);
  });

  it('never leaves while the status is unknown (refused or failing), even past the end', () => {
    const t = tab();
    expect(t.check()).toBe('on');
    status = { status: 'unknown', reason: 'failed' };
    vi.advanceTimersByTime(10 * 60_000);
    expect(t.check()).toBe('unknown');
    expect(t.redirects).toBe(0);
  });

  it('leaves when maintenance moved to another tenant (the platform says it ended then)', () => {
    const t = tab();
    vi.advanceTimersByTime(2 * 60_000 + 10_000); // 10:02:10
    expect(t.check()).toBe('on');
    status = { status: 'ended', at: '2026-11-23T10:02:00Z' };
    vi.advanceTimersByTime(1_000); // 10:02:11: the rounded end 10:02:00 plus 5 s has passed
    expect(t.check()).toBe('over');
    expect(t.redirects).toBe(1);
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
