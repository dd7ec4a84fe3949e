import { describe, expect, it } from 'vitest';

import { initialWizardState, wizardReducer, type WizardState } from './wizardState';

const room = { id: 'r1', name: 'Toalett 1', typeName: 'Toalett', floorName: '1. etasje' };
const other = { id: 'r2', name: 'Lager', typeName: null, floorName: null };

describe('wizardReducer', () => {
  it('starts at step 0 with Alcohol, the default fluid kind', () => {
    expect(initialWizardState.step).toBe(0);
    expect(initialWizardState.fluidType).toBe('Alcohol');
  });

  it('starts from what is known: the planned tenant, the device’s fluid and room; never over a choice', () => {
    const demo = { identifier: 'demo', name: 'Demo' };
    const fresh = wizardReducer(initialWizardState, {
      type: 'startFrom',
      tenant: demo,
      fluidType: 'Soap',
      room,
    });
    expect(fresh).toMatchObject({
      tenant: demo,
      fluidType: 'Soap',
      room: { status: 'chosen', room },
      step: 0,
    });
    // What the installer chose meanwhile stays: a tenant, a room.
    const chosen: WizardState = {
      ...initialWizardState,
      tenant: { identifier: 'oslo', name: 'Oslo' },
      room: { status: 'confirmed', room: other },
    };
    const kept = wizardReducer(chosen, { type: 'startFrom', tenant: demo, fluidType: null, room });
    expect(kept.tenant).toEqual({ identifier: 'oslo', name: 'Oslo' });
    expect(kept.room).toEqual({ status: 'confirmed', room: other });
    expect(kept.fluidType).toBe('Alcohol');
  });

  it('moves between steps 0 and 8 and no further', () => {
    let state = wizardReducer(initialWizardState, { type: 'back' });
    expect(state.step).toBe(0);
    for (let i = 0; i < 12; i++) state = wizardReducer(state, { type: 'next' });
    expect(state.step).toBe(8);
  });

  it('the press step: waits from when it opened; the first event verifies it, once', () => {
    const since = '2026-11-29T10:00:00.000Z';
    const by = { eventType: 'HandSense', timestamp: since, rssi: null, batteryLevel: 90 } as const;
    let state = wizardReducer(initialWizardState, { type: 'verified', by });
    expect(state.verification).toEqual({ status: 'notStarted' });
    state = wizardReducer(state, { type: 'startVerifying', since });
    expect(state.verification).toEqual({ status: 'waiting', since });
    // Opened again (Back and Next): still waiting from the first time.
    state = wizardReducer(state, { type: 'startVerifying', since: '2026-11-29T11:00:00.000Z' });
    expect(state.verification).toEqual({ status: 'waiting', since });
    state = wizardReducer(state, { type: 'verified', by });
    expect(state.verification).toEqual({ status: 'verified', by });
    const later = { ...by, timestamp: '2026-11-29T10:00:09.000Z' };
    expect(wizardReducer(state, { type: 'verified', by: later }).verification).toEqual({
      status: 'verified',
      by,
    });
    expect(wizardReducer(state, { type: 'finishUnverified' }).verification.status).toBe('verified');
  });

  it('the press step: finishing without the event is not verified; a late event changes nothing', () => {
    const waiting = wizardReducer(initialWizardState, {
      type: 'startVerifying',
      since: '2026-11-29T10:00:00.000Z',
    });
    const finished = wizardReducer(waiting, { type: 'finishUnverified' });
    expect(finished.verification).toEqual({ status: 'notVerified' });
    const late = wizardReducer(finished, {
      type: 'verified',
      by: {
        eventType: 'State',
        timestamp: '2026-11-29T10:03:00.000Z',
        rssi: null,
        batteryLevel: null,
      },
    });
    expect(late.verification).toEqual({ status: 'notVerified' });
  });

  it('a new tenant forgets the room of the old one and unticks tenant and room', () => {
    const state: WizardState = {
      ...initialWizardState,
      tenant: { identifier: 'demo', name: 'demo' },
      room: { status: 'confirmed', room },
      checklist: ['tenant', 'room', 'fluid'],
    };
    const same = wizardReducer(state, {
      type: 'chooseTenant',
      tenant: { identifier: 'demo', name: 'demo' },
    });
    expect(same.room).toEqual({ status: 'confirmed', room });
    const moved = wizardReducer(state, {
      type: 'chooseTenant',
      tenant: { identifier: 'bergen-kommune', name: 'Bergen kommune' },
    });
    expect(moved.room).toEqual({ status: 'none' });
    expect(moved.checklist).toEqual(['fluid']);
  });

  it('a room is chosen, then confirmed by Next from the room step; another needs Next again', () => {
    let state = wizardReducer({ ...initialWizardState, step: 1 }, { type: 'chooseRoom', room });
    expect(state.room).toEqual({ status: 'chosen', room });
    state = wizardReducer(state, { type: 'next' });
    expect(state).toMatchObject({ step: 2, room: { status: 'confirmed', room } });
    state = wizardReducer(state, { type: 'back' });
    state = wizardReducer(state, { type: 'chooseRoom', room: other });
    expect(state.room).toEqual({ status: 'chosen', room: other });
    state = wizardReducer(state, { type: 'next' });
    expect(state.room).toEqual({ status: 'confirmed', room: other });
  });

  it('Next from another step leaves a chosen room unconfirmed', () => {
    const chosen = wizardReducer(initialWizardState, { type: 'chooseRoom', room });
    expect(wizardReducer(chosen, { type: 'next' }).room).toEqual({ status: 'chosen', room });
  });

  it('counts saved images; skipping does not forget saved ones', () => {
    let state = wizardReducer(initialWizardState, { type: 'skipImages' });
    expect(state.images).toEqual({ status: 'skipped' });
    state = wizardReducer(state, { type: 'imageSaved' });
    state = wizardReducer(state, { type: 'imageSaved' });
    expect(state.images).toEqual({ status: 'added', count: 2 });
    expect(wizardReducer(state, { type: 'skipImages' }).images).toEqual({
      status: 'added',
      count: 2,
    });
  });

  it('ticks and unticks checklist items; a new fluid kind unticks the fluid item', () => {
    let state = wizardReducer(initialWizardState, {
      type: 'toggleChecklist',
      item: 'fluid',
      checked: true,
    });
    state = wizardReducer(state, { type: 'toggleChecklist', item: 'tenant', checked: true });
    expect(state.checklist).toEqual(['fluid', 'tenant']);
    state = wizardReducer(state, { type: 'chooseFluid', fluidType: 'Soap' });
    expect(state.checklist).toEqual(['tenant']);
    state = wizardReducer(state, { type: 'toggleChecklist', item: 'tenant', checked: false });
    expect(state.checklist).toEqual([]);
  });

  it('records the offline confirmation', () => {
    expect(
      wizardReducer(initialWizardState, { type: 'confirmOffline', confirmed: true })
        .offlineConfirmed,
    ).toBe(true);
  });
});
