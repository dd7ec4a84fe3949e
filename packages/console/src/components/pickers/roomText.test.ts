import { describe, expect, it } from 'vitest';

import { roomDetails, roomLine } from './roomText';

const floor = { id: 'f1', name: '1. etasje', number: 1 };
const type = { id: 't1', name: 'Toalett', useForCompliance: true };

describe('room text of the room picker', () => {
  it('shows the room type name, then the floor name', () => {
    expect(roomDetails({ type, floor })).toEqual(['Toalett', '1. etasje']);
    expect(roomLine({ name: 'Toalett 1', type, floor })).toBe('Toalett 1 · Toalett · 1. etasje');
  });

  it('leaves out a missing type or floor rather than writing undefined', () => {
    expect(roomDetails({ type: null, floor })).toEqual(['1. etasje']);
    expect(roomLine({ name: 'Lager', type: null, floor: null })).toBe('Lager');
    expect(roomDetails({ type: { ...type, name: '  ' }, floor: null })).toEqual([]);
  });
});
