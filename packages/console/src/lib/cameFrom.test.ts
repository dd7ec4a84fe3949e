import { describe, expect, it } from 'vitest';

import { cameFromState, readCameFrom } from './cameFrom';

describe('where a screen was opened from', () => {
  it('reads back what was written', () => {
    const from = { screen: 'attention' as const, to: '/demo/attention?reason=fluid&page=2' };
    expect(readCameFrom(cameFromState(from))).toEqual(from);
  });

  it('ignores any other state, and addresses outside the console', () => {
    for (const state of [
      null,
      undefined,
      'attention',
      { cameFrom: null },
      { cameFrom: { screen: 'dashboard', to: '/demo/dashboard' } },
      { cameFrom: { screen: 'attention', to: 'https://evil.example/' } },
      { cameFrom: { screen: 'attention', to: '//evil.example/' } },
      { cameFrom: { screen: 'attention', to: 42 } },
    ]) {
      expect(readCameFrom(state)).toBeNull();
    }
  });
});
