import { TENANT_HEADER } from '@hygiene/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DISPENSER_PANEL_PATH } from './dispenserPanel.ts';
import { fakeOf, signIn, startTestSandbox } from './test-helpers.ts';
import type { TestSandbox } from './test-helpers.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

const panel = (tenant: string, deviceId: string, body: unknown, type = 'application/json') =>
  fetch(`${sandbox.url}${DISPENSER_PANEL_PATH}/${tenant}/${deviceId}/events`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: JSON.stringify(body),
  });

describe('the dispenser panel', () => {
  it('makes a dispenser report Empty: recorded, and on the attention worklist at once', async () => {
    // A device that is not on the list for being empty: the panel must be what puts it there.
    const device = fakeOf(sandbox).state.devices.find(
      (d) => d.tenant === 'demo' && d.locationType === 'RoomModel' && d.health.fluid === null,
    )!;
    const token = (await signIn(sandbox.url, 'staff')).tokens.access_token;
    const emptyOnes = async () => {
      const list = await fetch(
        `${sandbox.url}/api/tenants/demo/attention?reason=empty&pageSize=1000`,
        { headers: { authorization: `Bearer ${token}`, [TENANT_HEADER]: 'demo' } },
      );
      return ((await list.json()) as { items: { deviceId: string }[] }).items.map(
        (i) => i.deviceId,
      );
    };
    expect(await emptyOnes()).not.toContain(device.id);
    const response = await panel('demo', device.id, { eventType: 'State', event: 'Empty' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      deviceId: device.id,
      eventType: 'State',
      event: 'Empty',
    });
    expect(await emptyOnes()).toContain(device.id);
  });

  it('takes JSON only (a form post from another origin cannot reach it), and a known device', async () => {
    const device = fakeOf(sandbox).state.devices.find((d) => d.tenant === 'demo')!;
    expect((await panel('demo', device.id, { eventType: 'State' }, 'text/plain')).status).toBe(415);
    expect((await panel('demo', device.id, { eventType: 'Nonsense' })).status).toBe(400);
    expect((await panel('bergen-kommune', device.id, { eventType: 'State' })).status).toBe(404);
  });
});
