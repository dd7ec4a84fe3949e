import { describe, expect, it } from 'vitest';

import { floorLabels } from './floorLabels';

const premiseNames = new Map([
  ['p1', 'Building A'],
  ['p2', 'Building B'],
]);

describe('floorLabels', () => {
  it('names floors of several premises with their premise', () => {
    const labels = floorLabels(
      [
        { id: 'f1', name: '0. etasje', premiseId: 'p1' },
        { id: 'f2', name: '0. etasje', premiseId: 'p2' },
        { id: 'f3', name: '1. etasje', premiseId: 'p1' },
      ],
      premiseNames,
    );
    expect([...labels.values()]).toEqual([
      '0. etasje · Building A',
      '0. etasje · Building B',
      '1. etasje · Building A',
    ]);
    expect(new Set(labels.values()).size).toBe(3);
  });

  it('keeps the plain name when every floor is of one premise', () => {
    const labels = floorLabels(
      [
        { id: 'f1', name: '0. etasje', premiseId: 'p1' },
        { id: 'f3', name: '1. etasje', premiseId: 'p1' },
      ],
      premiseNames,
    );
    expect([...labels.values()]).toEqual(['0. etasje', '1. etasje']);
  });

  it('falls back to the floor name when the premise is unknown', () => {
    const labels = floorLabels(
      [
        { id: 'f1', name: '0. etasje', premiseId: 'p1' },
        { id: 'f2', name: '0. etasje', premiseId: 'gone' },
      ],
      premiseNames,
    );
    expect(labels.get('f2')).toBe('0. etasje');
    expect(labels.get('f1')).toBe('0. etasje · Building A');
  });
});
