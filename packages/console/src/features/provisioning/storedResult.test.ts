import { describe, expect, it } from 'vitest';

import { PROVISION_RESULT_STORAGE_KEY } from '../../constants';
import {
  outcomeOf,
  readStoredResult,
  serialLinks,
  storeResult,
  type ResultStorage,
} from './storedResult';

function memoryStorage(initial?: string): ResultStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  if (initial !== undefined) items.set(PROVISION_RESULT_STORAGE_KEY, initial);
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const result = {
  serialNumbers: ['HDP2-10001', 'HDP2-10002'],
  successfullyProvisioned: 2,
  devicesRequested: 3,
};

describe('the stored provision result', () => {
  it('round-trips under the one fixed key', () => {
    const storage = memoryStorage();
    expect(storeResult(storage, result)).toBe(true);
    expect([...storage.items.keys()]).toEqual(['provision-result']);
    expect(readStoredResult(storage)).toEqual(result);
  });

  it('keeps the created devices’ ids (the extension), and reads an older result without them', () => {
    const withIds = {
      ...result,
      devices: [
        { id: 'd-1', serialNumber: 'HDP2-10001' },
        { id: 'd-2', serialNumber: 'HDP2-10002' },
      ],
    };
    const storage = memoryStorage();
    storeResult(storage, withIds);
    expect(readStoredResult(storage)).toEqual(withIds);
    expect(readStoredResult(memoryStorage(JSON.stringify(result)))).toEqual(result);
  });

  it.each([
    ['nothing stored', undefined],
    ['devices that are not a list', JSON.stringify({ ...result, devices: 'd-1' })],
    ['a device without an id', JSON.stringify({ ...result, devices: [{ serialNumber: 'x' }] })],
    ['not JSON', '{"serialNumbers": ['],
    ['JSON null', 'null'],
    ['a string', '"HDP2-10001"'],
    ['a missing count', JSON.stringify({ serialNumbers: [], devicesRequested: 1 })],
    ['serials that are not strings', JSON.stringify({ ...result, serialNumbers: [1, 2] })],
    ['a negative count', JSON.stringify({ ...result, successfullyProvisioned: -1 })],
    ['a fractional count', JSON.stringify({ ...result, devicesRequested: 2.5 })],
  ])('is no result with %s', (_, stored) => {
    expect(readStoredResult(memoryStorage(stored))).toBeNull();
  });

  it('is no result when storage throws or is absent, and storing says it failed', () => {
    const refusing: ResultStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readStoredResult(refusing)).toBeNull();
    expect(storeResult(refusing, result)).toBe(false);
    expect(readStoredResult(null)).toBeNull();
    expect(storeResult(null, result)).toBe(false);
  });
});

describe('outcomeOf', () => {
  it.each([
    [
      { serialNumbers: ['a'], successfullyProvisioned: 1, devicesRequested: 1 },
      { status: 'complete' },
    ],
    [result, { status: 'partial', missing: 1 }],
    [{ serialNumbers: [], successfullyProvisioned: 0, devicesRequested: 5 }, { status: 'none' }],
  ])('%j reads as %j', (given, expected) => {
    expect(outcomeOf(given)).toEqual(expected);
  });
});

describe('serialLinks', () => {
  it('links a serial with a known id to its device page, others to the entry page', () => {
    expect(
      serialLinks({
        serialNumbers: ['HDP2-1', 'HDP2-2', 'HDP2-3'],
        successfullyProvisioned: 3,
        devicesRequested: 3,
        // Matched by serial: the order of the ids does not matter; HDP2-3 has none.
        devices: [
          { id: 'd-2', serialNumber: 'HDP2-2' },
          { id: 'd-1', serialNumber: 'HDP2-1' },
        ],
      }),
    ).toEqual([
      { status: 'device', serialNumber: 'HDP2-1', deviceId: 'd-1' },
      { status: 'device', serialNumber: 'HDP2-2', deviceId: 'd-2' },
      { status: 'entry', serialNumber: 'HDP2-3' },
    ]);
  });

  it('links every serial to its entry page in a result without ids', () => {
    expect(serialLinks(result)).toEqual([
      { status: 'entry', serialNumber: 'HDP2-10001' },
      { status: 'entry', serialNumber: 'HDP2-10002' },
    ]);
  });
});
