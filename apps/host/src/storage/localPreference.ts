import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * A person's preference kept in localStorage as JSON (the theme, the language): a preference,
 * not a secret. jotai's storage follows other tabs' changes too. Without localStorage (tests in
 * Node, a locked-down browser) it is simply not kept. Read what it holds through a check of its
 * own: a stale or hand-edited value can be anything.
 */
export function localPreferenceAtom<Value>(key: string, initialValue: Value) {
  return atomWithStorage<Value>(
    key,
    initialValue,
    createJSONStorage<Value>(() =>
      typeof localStorage === 'undefined' ? (undefined as unknown as Storage) : localStorage,
    ),
    { getOnInit: true },
  );
}
