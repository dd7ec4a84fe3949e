import { createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { partnerIdStorage, type PartnerIdStore } from './atoms';

function memoryStore(initial: Record<string, string> = {}): PartnerIdStore & Map<string, string> {
  const values = new Map(Object.entries(initial));
  return Object.assign(values, {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  });
}

const atomOver = (store: PartnerIdStore) =>
  atomWithStorage<string | null>(
    'partner-id',
    null,
    partnerIdStorage(() => store),
    {
      getOnInit: true,
    },
  );

describe('partner id atom (localStorage partner-id)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the stored id as plain text, normalised like the gate', () => {
    expect(createStore().get(atomOver(memoryStore({ 'partner-id': ' Demo ' })))).toBe('demo');
    expect(createStore().get(atomOver(memoryStore({ 'partner-id': '' })))).toBeNull();
    expect(createStore().get(atomOver(memoryStore()))).toBeNull();
  });

  it('writes plain text, and null removes the entry', () => {
    const storage = memoryStore();
    const store = createStore();
    const partnerId = atomOver(storage);
    store.set(partnerId, 'acme');
    expect(storage.get('partner-id')).toBe('acme');
    store.set(partnerId, null);
    expect(storage.has('partner-id')).toBe(false);
  });

  it('treats unusable storage as empty', () => {
    const broken: PartnerIdStore = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(createStore().get(atomOver(broken))).toBeNull();
  });

  it('while watched, finds an id another tab stored within 100 ms', () => {
    const storage = memoryStore();
    const store = createStore();
    const partnerId = atomOver(storage);
    const seen: (string | null)[] = [];
    const unsubscribe = store.sub(partnerId, () => seen.push(store.get(partnerId)));

    storage.set('partner-id', 'demo');
    vi.advanceTimersByTime(99);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['demo']);

    unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is backed by localStorage in the app, read when the app starts', async () => {
    vi.stubGlobal('localStorage', memoryStore({ 'partner-id': 'northwind-care' }));
    try {
      // getOnInit reads the storage when the atom is created, i.e. when the module loads.
      vi.resetModules();
      const { partnerIdAtom: fresh } = await import('./atoms');
      expect(createStore().get(fresh)).toBe('northwind-care');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
