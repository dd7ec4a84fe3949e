import { describe, expect, it } from 'vitest';

import { autoSelection, moveActive } from './listNavigation';

const none = { status: 'none' } as const;
const at = (index: number) => ({ status: 'index', index }) as const;

describe('moveActive', () => {
  it('starts at the first option going down and at the last going up', () => {
    expect(moveActive(none, 'ArrowDown', 5)).toEqual(at(0));
    expect(moveActive(none, 'ArrowUp', 5)).toEqual(at(4));
  });

  it('moves one step and stops at the ends', () => {
    expect(moveActive(at(1), 'ArrowDown', 5)).toEqual(at(2));
    expect(moveActive(at(4), 'ArrowDown', 5)).toEqual(at(4));
    expect(moveActive(at(1), 'ArrowUp', 5)).toEqual(at(0));
    expect(moveActive(at(0), 'ArrowUp', 5)).toEqual(at(0));
  });

  it('has nothing to reach in an empty page', () => {
    expect(moveActive(at(2), 'ArrowDown', 0)).toEqual(none);
  });
});

describe('autoSelection', () => {
  const found = (items: string[], totalItems = items.length) => ({ items, totalItems });

  it('picks the only result when auto-select is on', () => {
    expect(autoSelection(found(['Washroom 2.14']), true)).toBe('Washroom 2.14');
  });

  it('picks nothing when auto-select is off, or with none or several results', () => {
    expect(autoSelection(found(['Washroom 2.14']), false)).toBeUndefined();
    expect(autoSelection(found([]), true)).toBeUndefined();
    expect(autoSelection(found(['a', 'b']), true)).toBeUndefined();
  });

  it('picks nothing on a last page that holds one item of many results', () => {
    expect(autoSelection(found(['Room 10000'], 10_000), true)).toBeUndefined();
  });

  it('with a predicate, picks the only result only when it passes', () => {
    const own = (name: string) => name === 'Washroom 2.14';
    expect(autoSelection(found(['Washroom 2.14']), own)).toBe('Washroom 2.14');
    expect(autoSelection(found(['Kitchen 1.02']), own)).toBeUndefined();
  });

  it('with a predicate, still picks nothing with none or several results, never asking it', () => {
    const asked: string[] = [];
    const always = (name: string) => {
      asked.push(name);
      return true;
    };
    expect(autoSelection(found([]), always)).toBeUndefined();
    expect(autoSelection(found(['Washroom 2.14', 'Kitchen 1.02']), always)).toBeUndefined();
    expect(autoSelection(found(['Washroom 2.14'], 10_000), always)).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
