import { describe, expect, it } from 'vitest';

import {
  clearWizardState,
  parseWizardState,
  readWizardState,
  wizardStorageKey,
  writeWizardState,
} from './wizardStorage';
import { initialWizardState, type WizardState } from './wizardState';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const state: WizardState = {
  step: 6,
  tenant: { identifier: 'demo', name: 'demo' },
  room: {
    status: 'confirmed',
    room: { id: 'r1', name: 'Toalett 1', typeName: 'Toalett', floorName: '1. etasje' },
  },
  fluidType: 'Soap',
  verification: {
    status: 'verified',
    by: {
      eventType: 'HandSense',
      timestamp: '2026-11-29T10:00:05.000Z',
      rssi: -67,
      batteryLevel: 80,
    },
  },
  images: { status: 'added', count: 2 },
  checklist: ['tenant'],
  offlineConfirmed: false,
};

describe('wizard state in session storage, per serial number', () => {
  it('keeps the press step: waiting since when, verified by which event, or not verified', () => {
    const storage = memoryStorage();
    for (const verification of [
      { status: 'notStarted' },
      { status: 'waiting', since: '2026-11-29T10:00:00.000Z' },
      state.verification,
      { status: 'notVerified' },
    ] as const) {
      writeWizardState(storage, 'HDP2-10020', { ...state, verification });
      expect(readWizardState(storage, 'HDP2-10020').verification).toEqual(verification);
    }
  });

  it('reads a hand-edited verification as not started', () => {
    const storage = memoryStorage();
    for (const verification of [
      { status: 'verified', by: { eventType: 'Bluetooth', timestamp: 'x' } },
      { status: 'waiting', since: 'yesterday' },
      'verified',
    ]) {
      storage.setItem(wizardStorageKey('HDP2-10020'), JSON.stringify({ ...state, verification }));
      expect(readWizardState(storage, 'HDP2-10020').verification).toEqual({ status: 'notStarted' });
    }
  });

  it('keeps where the chosen room is, so the room step opens at its premise and floor', () => {
    const storage = memoryStorage();
    const placed: WizardState = {
      ...state,
      room: {
        status: 'chosen',
        room: {
          id: 'r2',
          name: 'Skyllerom 102',
          typeName: null,
          floorName: '1. etasje',
          floorId: 'f1',
          premiseId: 'p1',
        },
      },
    };
    writeWizardState(storage, 'HDP2-10020', placed);
    expect(readWizardState(storage, 'HDP2-10020')).toEqual(placed);
  });

  it('keeps the premise of a room named by it (rooms of two premises reading alike)', () => {
    const storage = memoryStorage();
    const named: WizardState = {
      ...state,
      room: {
        status: 'chosen',
        room: {
          id: 'r2',
          name: 'Ekspedisjon 102',
          typeName: 'Resepsjon',
          floorName: '1. etasje',
          premiseName: 'Storo helsehus',
        },
      },
    };
    writeWizardState(storage, 'HDP2-10020', named);
    expect(readWizardState(storage, 'HDP2-10020')).toEqual(named);
  });

  it('resumes the same step with the same choices', () => {
    const storage = memoryStorage();
    writeWizardState(storage, 'HDP2-10020', state);
    expect(readWizardState(storage, 'HDP2-10020')).toEqual(state);
    expect(readWizardState(storage, 'HDP2-10021')).toEqual(initialWizardState);
    expect([...storage.items.keys()]).toEqual([wizardStorageKey('HDP2-10020')]);
  });

  it('forgets a serial number', () => {
    const storage = memoryStorage();
    writeWizardState(storage, 'HDP2-10020', state);
    clearWizardState(storage, 'HDP2-10020');
    expect(readWizardState(storage, 'HDP2-10020')).toEqual(initialWizardState);
  });

  it('falls back to the defaults for bad entries, without throwing', () => {
    const storage = memoryStorage();
    storage.setItem(wizardStorageKey('X'), '{not json');
    expect(readWizardState(storage, 'X')).toEqual(initialWizardState);
    expect(readWizardState(null, 'X')).toEqual(initialWizardState);
    expect(parseWizardState([1, 2])).toEqual(initialWizardState);
    expect(
      parseWizardState({
        step: 99,
        tenant: { identifier: 3 },
        room: { status: 'confirmed', room: { id: 'r1' } },
        fluidType: 'Whisky',
        images: { status: 'added', count: -1 },
        checklist: ['tenant', 'nonsense'],
        offlineConfirmed: 'yes',
      }),
    ).toEqual({ ...initialWizardState, checklist: ['tenant'] });
  });

  it('survives a storage that refuses to write', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => writeWizardState(refusing, 'X', state)).not.toThrow();
  });
});
