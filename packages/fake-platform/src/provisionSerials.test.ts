/**
 * Provisioning devices that arrived with printed serials (the contract's `serialNumbers`
 * extension, issue 46): created with those serials, in capitals; one registered already is named
 * and not created again; a serial of another model, one listed twice or a count that differs is
 * refused by field, creating nothing.
 */
import { describe, expect, it } from 'vitest';

import { SERVICE_TENANT } from './constants';
import { createFakePlatform } from './platform';
import { clientFor } from './testClient';

function setUp() {
  const platform = createFakePlatform();
  const model = platform.state.deviceModels[0]!;
  const existing = platform.state.devices.find((d) =>
    d.serialNumber.startsWith(`${model.serialNumberPrefix}-`),
  )!;
  return { platform, model, existing, api: clientFor(platform, SERVICE_TENANT) };
}

describe('POST /devices/provision with printed serials', () => {
  it('creates them with their own serials, naming those registered already', async () => {
    const { platform, model, existing, api } = setUp();
    const prefix = model.serialNumberPrefix;
    const serials = [`${prefix}-77001`, `${prefix.toLowerCase()}-77002`, existing.serialNumber];
    const result = await api.provisionDevices({
      deviceSpecification: { modelId: model.id },
      numberOfNewDevices: 3,
      serialNumbers: serials,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.data).toMatchObject({
      serialNumbers: [`${prefix}-77001`, `${prefix}-77002`],
      successfullyProvisioned: 2,
      devicesRequested: 3,
      alreadyRegistered: [existing.serialNumber],
    });
    const created = platform.state.devices.filter((d) => /-7700[12]$/.test(d.serialNumber));
    expect(created.map((d) => [d.serialNumber, d.tenant, d.modelId])).toEqual([
      [`${prefix}-77001`, SERVICE_TENANT, model.id],
      [`${prefix}-77002`, SERVICE_TENANT, model.id],
    ]);
  });

  it('numbers the devices itself without them, as the spec has it', async () => {
    const { model, api } = setUp();
    const result = await api.provisionDevices({
      deviceSpecification: { modelId: model.id },
      numberOfNewDevices: 2,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.data.successfullyProvisioned).toBe(2);
    expect(result.data.alreadyRegistered).toBeUndefined();
  });

  it.each([
    [
      'a serial of another model',
      (prefix: string) => [`${prefix}-1`, 'ZZZZ-1'],
      'serialNumbers[1]',
    ],
    [
      'a serial listed twice',
      (prefix: string) => [`${prefix}-1`, `${prefix}-1`],
      'serialNumbers[1]',
    ],
    ['fewer serials than devices', (prefix: string) => [`${prefix}-1`], 'serialNumbers'],
  ] as const)('refuses %s by its field, creating nothing', async (_, serialsOf, field) => {
    const { platform, model, api } = setUp();
    const count = platform.state.devices.length;
    const result = await api.provisionDevices({
      deviceSpecification: { modelId: model.id },
      numberOfNewDevices: 2,
      serialNumbers: serialsOf(model.serialNumberPrefix),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    if (result.error.status !== 'badRequest') throw new Error(result.error.status);
    expect(result.error.problem?.detail?.startsWith(`${field}: `)).toBe(true);
    expect(platform.state.devices).toHaveLength(count);
  });
});
