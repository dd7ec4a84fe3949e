import { EVENT_TYPES } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { eventWords, eventWordsIn } from './eventWords';

describe('eventWords', () => {
  const english = eventWordsIn('en');

  it('says every event type and the known names in words, never the code', () => {
    for (const type of EVENT_TYPES) {
      const words = eventWords(english, type);
      expect(words, type).not.toBe('');
      // 'Bluetooth' and 'Transaction' are words already; every other type reads differently.
      if (!['Bluetooth', 'Transaction', 'Summary'].includes(type)) expect(words).not.toBe(type);
    }
    expect(eventWords(english, 'LidClosed')).toBe('Lid closed');
    expect(eventWords(english, 'HandSense')).toBe('Dispense');
    expect(eventWords(english, 'broadcaster')).toBe('Relay unit');
  });

  it('keeps a code it does not know as the platform wrote it, and no object key leaks', () => {
    expect(eventWords(english, 'DoorOpened')).toBe('DoorOpened');
    expect(eventWords(english, 'toString')).toBe('toString');
    expect(eventWords(english, '__proto__')).toBe('__proto__');
  });
});
