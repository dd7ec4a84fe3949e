import { describe, expect, it } from 'vitest';

import { darkTheme, lightTheme } from '@hygiene/ui';

import { MIN_EVENT_COLOR_CONTRAST } from '../constants';
import { EVENT_TYPES } from '../events/liveEvent';
import { contrastRatio, eventColor, liveEventColor } from './eventColor';

const names = [
  ...EVENT_TYPES,
  'DoorOpened',
  'LowBattery',
  'Refill',
  'a',
  'Ω',
  'A very long event name that nobody would configure',
];

describe('eventColor', () => {
  it('uses the spec colours for Bluetooth and State, even when configuration says otherwise', () => {
    expect(eventColor('Bluetooth')).toBe('#0082fc');
    expect(eventColor('State')).toBe('#f57600');
    expect(eventColor('Bluetooth', { colors: { Bluetooth: '#000000' } })).toBe('#0082fc');
  });

  it('uses a configured #rrggbb colour', () => {
    expect(eventColor('HandSense', { colors: { HandSense: '#12AB34' } })).toBe('#12ab34');
  });

  it('ignores configured values that are not #rrggbb (no CSS smuggled in)', () => {
    const generated = eventColor('HandSense');
    expect(eventColor('HandSense', { colors: { HandSense: 'red; background: url(x)' } })).toBe(
      generated,
    );
    expect(eventColor('toString', { colors: {} })).toMatch(/^#[0-9a-f]{6}$/);
    expect(eventColor('__proto__', { colors: {} })).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('generates the same colour for the same name, and different hues for different names', () => {
    expect(eventColor('MotorStuck')).toBe(eventColor('MotorStuck'));
    const generated = new Set(names.map((name) => eventColor(name)));
    expect(generated.size).toBeGreaterThan(names.length - 3);
  });

  it.each([
    ['light', lightTheme.color.surface],
    ['dark', darkTheme.color.surface],
  ])('generates colours with at least 3:1 contrast on the %s surface', (_mode, surface) => {
    for (const name of names.filter((n) => n !== 'Bluetooth' && n !== 'State')) {
      const color = eventColor(name, { surface });
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(color, surface)).toBeGreaterThanOrEqual(MIN_EVENT_COLOR_CONTRAST);
    }
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('red', '#ffffff')).toBeNaN();
  });
});

describe('liveEventColor', () => {
  it('colours every State event orange whatever its name, others by name then type', () => {
    expect(liveEventColor({ eventType: 'State', event: 'DoorOpened' })).toBe('#f57600');
    expect(liveEventColor({ eventType: 'Bluetooth', event: 'Beacon' })).toBe('#0082fc');
    expect(
      liveEventColor(
        { eventType: 'MotorRun', event: 'MotorRun' },
        { colors: { MotorRun: '#aa0000' } },
      ),
    ).toBe('#aa0000');
    expect(
      liveEventColor({ eventType: 'Summary', event: 'Daily' }, { colors: { Summary: '#00aa00' } }),
    ).toBe('#00aa00');
    expect(liveEventColor({ eventType: 'HandSense', event: 'HandSense' })).toBe(
      eventColor('HandSense'),
    );
  });
});
