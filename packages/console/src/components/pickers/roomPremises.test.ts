import type { Room } from '@hygiene/api-client';
import { describe, expect, it, vi } from 'vitest';

import { namePremisesWhereAlike, roomsReadingAlike } from './roomPremises';
import { roomLine } from './roomText';

const type = { id: 't1', name: 'Resepsjon', useForCompliance: true };
const floorIn = (premiseId: string, id = `f-${premiseId}`) => ({
  id,
  name: '1. etasje',
  number: 1,
  premiseId,
});
const room = (id: string, premiseId: string, name = 'Ekspedisjon 102'): Room => ({
  id,
  name,
  type,
  floor: floorIn(premiseId),
  sectionId: 's1',
});

describe('roomsReadingAlike', () => {
  it('finds rooms of two premises whose line is the same', () => {
    const rooms = [room('a', 'p1'), room('b', 'p2'), room('c', 'p1', 'Toalett 1')];
    expect(roomsReadingAlike(rooms)).toEqual(new Set(['a', 'b']));
  });

  it('leaves rooms alone that differ, or that share one premise (the premise would not help)', () => {
    expect(roomsReadingAlike([room('a', 'p1'), room('b', 'p1')])).toEqual(new Set());
    expect(roomsReadingAlike([room('a', 'p1'), room('b', 'p2', 'Lager')])).toEqual(new Set());
  });
});

describe('namePremisesWhereAlike', () => {
  it('names the premise of rooms that read alike, asking once per premise, and only for them', async () => {
    const lookup = vi.fn(async (id: string) => ({ p1: 'Haukeland', p2: 'Ullevål' })[id] ?? null);
    const rooms = [room('a', 'p1'), room('b', 'p2'), room('c', 'p3', 'Toalett 1')];
    const listed = await namePremisesWhereAlike(rooms, lookup);
    expect(listed.map((r) => roomLine(r))).toEqual([
      'Ekspedisjon 102 · Resepsjon · 1. etasje · Haukeland',
      'Ekspedisjon 102 · Resepsjon · 1. etasje · Ullevål',
      'Toalett 1 · Resepsjon · 1. etasje',
    ]);
    expect(lookup.mock.calls.map(([id]) => id).sort()).toEqual(['p1', 'p2']);
  });

  it('asks nothing when no rooms read alike', async () => {
    const lookup = vi.fn(async () => 'x');
    const rooms = [room('a', 'p1'), room('b', 'p2', 'Lager')];
    await expect(namePremisesWhereAlike(rooms, lookup)).resolves.toEqual(rooms);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('keeps a room as it was when its premise cannot be looked up', async () => {
    const lookup = vi.fn(async (id: string) => {
      if (id === 'p2') throw new Error('500');
      return 'Haukeland';
    });
    const listed = await namePremisesWhereAlike([room('a', 'p1'), room('b', 'p2')], lookup);
    expect(listed[0]?.premiseName).toBe('Haukeland');
    expect(listed[1]).not.toHaveProperty('premiseName');
  });
});
