import { describe, expect, it } from 'vitest';

import { PROVISION_RESULT_STORAGE_KEY } from '../../constants';
import { outcomeOf, readStoredResult, storeResult, type ResultStorage } from './storedResult';

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

  it.each([
    ['nothing stored', undefined],
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
      { kind: 'complete' },
    ],
    [result, { kind: 'partial', missing: 1 }],
    [{ serialNumbers: [], successfullyProvisioned: 0, devicesRequested: 5 }, { kind: 'none' }],
  ])('%j reads as %j', (given, expected) => {
    expect(outcomeOf(given)).toEqual(expected);
  });
});
