import type { Installation, InstallationStatus } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import {
  backEnabled,
  canConfirm,
  nextGate,
  addressTenantAfterSwitch,
  planTenantSwitch,
  statusOnOpen,
} from './wizardRules';
import { initialWizardState, type WizardState } from './wizardState';

const room = { id: 'r1', name: 'Toalett 1', typeName: 'Toalett', floorName: '1. etasje' };
const demo = { identifier: 'demo', name: 'demo' };
const bergen = { identifier: 'bergen-kommune', name: 'Bergen kommune' };
const at = (step: number, change: Partial<WizardState> = {}): WizardState => ({
  ...initialWizardState,
  step,
  ...change,
});

describe('nextGate: spec §4, install wizard', () => {
  it.each<[string, WizardState, boolean]>([
    ['step 0, no tenant chosen', at(0), false],
    ['step 0, another tenant than the installation', at(0, { tenant: bergen }), false],
    ['step 0, the installation\u2019s tenant', at(0, { tenant: demo }), true],
    ['step 1, no room', at(1), false],
    ['step 1, a room chosen (Next confirms it)', at(1, { room: { status: 'chosen', room } }), true],
    ['step 1, the room confirmed', at(1, { room: { status: 'confirmed', room } }), true],
    ['step 2, Alcohol (the default)', at(2), true],
    ['step 2, Soap', at(2, { fluidType: 'Soap' }), true],
    ['step 3, always', at(3), true],
    ['step 4, always', at(4), true],
    ['step 5, always', at(5), true],
    ['step 6, the press step not opened', at(6), false],
    [
      'step 6, waiting for the device',
      at(6, { verification: { status: 'waiting', since: '2026-11-29T10:00:00.000Z' } }),
      false,
    ],
    [
      'step 6, verified by its event',
      at(6, {
        verification: {
          status: 'verified',
          by: {
            eventType: 'HandSense',
            timestamp: '2026-11-29T10:00:05.000Z',
            rssi: null,
            batteryLevel: null,
          },
        },
      }),
      true,
    ],
    ['step 6, finishing not verified', at(6, { verification: { status: 'notVerified' } }), true],
    ['step 7, no image, not skipped', at(7), false],
    ['step 7, an image added', at(7, { images: { status: 'added', count: 1 } }), true],
    ['step 7, skipped', at(7, { images: { status: 'skipped' } }), true],
    [
      'step 8, the last step, even with everything done',
      at(8, {
        tenant: demo,
        room: { status: 'confirmed', room },
        images: { status: 'skipped' },
        checklist: ['tenant', 'room', 'fluid'],
        offlineConfirmed: true,
      }),
      false,
    ],
  ])('%s: Next %s', (_name, state, enabled) => {
    expect(nextGate(state, 'demo').enabled).toBe(enabled);
  });

  it('names why Next is disabled', () => {
    expect(nextGate(at(0, { tenant: bergen }), 'demo')).toEqual({
      enabled: false,
      reason: 'tenantMismatch',
    });
    expect(nextGate(at(6), 'demo')).toEqual({ enabled: false, reason: 'unverified' });
    expect(nextGate(at(7), 'demo')).toEqual({ enabled: false, reason: 'noImage' });
    expect(nextGate(at(8), 'demo')).toEqual({ enabled: false, reason: 'lastStep' });
  });

  it('a state read back with no fluid kind keeps Next disabled at step 2', () => {
    const broken = { ...at(2), fluidType: '' } as unknown as WizardState;
    expect(nextGate(broken, 'demo')).toEqual({ enabled: false, reason: 'noFluid' });
  });
});

describe('backEnabled', () => {
  it.each([
    [0, false],
    [1, true],
    [7, true],
  ])('step %i: Back %s', (step, enabled) => {
    expect(backEnabled({ step })).toBe(enabled);
  });
});

describe('canConfirm: spec §5, every checklist item and the offline confirmation', () => {
  const ready = at(7, {
    room: { status: 'confirmed', room },
    checklist: ['tenant', 'room', 'fluid'],
    offlineConfirmed: true,
  });
  const offline = { online: false };
  it('with everything ticked', () => expect(canConfirm(ready, offline)).toBe(true));
  it('without the offline confirmation when the device is online', () => {
    expect(canConfirm({ ...ready, offlineConfirmed: false }, { online: true })).toBe(true);
    expect(
      canConfirm({ ...ready, offlineConfirmed: false, checklist: ['tenant'] }, { online: true }),
    ).toBe(false);
  });
  it.each<[string, Partial<WizardState>]>([
    ['tenant unticked', { checklist: ['room', 'fluid'] }],
    ['room unticked', { checklist: ['tenant', 'fluid'] }],
    ['fluid unticked', { checklist: ['tenant', 'room'] }],
    ['offline not confirmed', { offlineConfirmed: false }],
    ['no confirmed room', { room: { status: 'chosen', room } }],
  ])('not with %s', (_name, change) => {
    expect(canConfirm({ ...ready, ...change }, offline)).toBe(false);
  });
});

const installation = (
  installationStatus: InstallationStatus,
  tenantIdentifier = 'demo',
): Installation => ({
  id: 'i1',
  serialnumber: 'HDP2-10020',
  installationStatus,
  tenant: { identifier: tenantIdentifier },
  tenantIdentifier,
  created: '2026-11-16T09:00:00Z',
});

describe('statusOnOpen: a READY installation moves to IN_PROGRESS', () => {
  it.each<[InstallationStatus, InstallationStatus | null]>([
    ['READY', 'IN_PROGRESS'],
    ['Ready', 'IN_PROGRESS'],
    ['IN_PROGRESS', null],
    ['InProgress', null],
    ['Installed', null],
    ['Aborted', null],
  ])('%s -> %s', (status, next) => {
    expect(statusOnOpen(status)).toBe(next);
  });
});

describe('planTenantSwitch: spec §4, switching a device to another tenant', () => {
  it('does nothing for the same tenant', () => {
    expect(planTenantSwitch(installation('Ready'), 'demo')).toEqual({ status: 'none' });
  });
  it.each<InstallationStatus>(['Ready', 'READY', 'InProgress', 'IN_PROGRESS'])(
    'aborts an active (%s) installation first',
    (status) => {
      expect(planTenantSwitch(installation(status), 'bergen-kommune')).toEqual({
        status: 'switch',
        abortInstallationId: 'i1',
        abortVersion: null,
        tenantIdentifier: 'bergen-kommune',
      });
    },
  );
  it('aborts on the version the wizard showed (If-Match, issue 54)', () => {
    const plan = planTenantSwitch(
      { ...installation('InProgress'), version: '"abc-1"' },
      'bergen-kommune',
    );
    expect(plan).toMatchObject({ abortInstallationId: 'i1', abortVersion: '"abc-1"' });
  });
  it.each<InstallationStatus>(['Installed', 'Aborted'])(
    'creates without aborting a finished (%s) one',
    (status) => {
      expect(planTenantSwitch(installation(status), 'bergen-kommune')).toEqual({
        status: 'switch',
        abortInstallationId: null,
        abortVersion: null,
        tenantIdentifier: 'bergen-kommune',
      });
    },
  );
});

describe('addressTenantAfterSwitch', () => {
  it.each<[string, string, string | null]>([
    ['demo', 'bergen-kommune', 'bergen-kommune'],
    ['demo', 'demo', null],
    ['service', 'bergen-kommune', null],
  ])('from %s to %s: go to %s', (current, next, expected) => {
    expect(addressTenantAfterSwitch(current, 'service', next)).toBe(expected);
  });
});
