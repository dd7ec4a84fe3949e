import { TENANT_HEADER } from '@hygiene/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DISPENSER_PANEL_PATH } from './dispenserPanel.ts';
import { fakeOf, signIn, startTestSandbox } from './test-helpers.ts';
import type { TestSandbox } from './test-helpers.ts';

let sandbox: TestSandbox;
let admin: string;
let staff: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  admin = (await signIn(sandbox.url, 'admin')).tokens.access_token;
  staff = (await signIn(sandbox.url, 'staff')).tokens.access_token;
});
afterAll(() => sandbox.dispose());

const panel = (
  tenant: string,
  deviceId: string,
  body: unknown,
  { token = admin, type = 'application/json' }: { token?: string | null; type?: string } = {},
) =>
  fetch(`${sandbox.url}${DISPENSER_PANEL_PATH}/${tenant}/${deviceId}/events`, {
    method: 'POST',
    headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('the dispenser panel', () => {
  it('makes a dispenser report Empty: recorded, and on the attention worklist at once', async () => {
    // A device that is not on the list for being empty: the panel must be what puts it there.
    const device = fakeOf(sandbox).state.devices.find(
      (d) => d.tenant === 'demo' && d.locationType === 'RoomModel' && d.health.fluid === null,
    )!;
    const emptyOnes = async () => {
      const list = await fetch(
        `${sandbox.url}/api/tenants/demo/attention?reason=empty&pageSize=1000`,
        { headers: { authorization: `Bearer ${staff}`, [TENANT_HEADER]: 'demo' } },
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

  it('acts for a user as the API does: a token, the tenant in reach, the role that sends events', async () => {
    const device = fakeOf(sandbox).state.devices.find((d) => d.tenant === 'demo')!;
    const before = fakeOf(sandbox).state.events.length;
    const event = { eventType: 'State', event: 'Empty' };
    expect((await panel('demo', device.id, event, { token: null })).status).toBe(401);
    // Tenant staff reach demo, but sending device events is the administrators' (roles table).
    expect((await panel('demo', device.id, event, { token: staff })).status).toBe(403);
    // And a tenant out of their reach is refused before anything else.
    expect((await panel('bergen-kommune', device.id, event, { token: staff })).status).toBe(403);
    expect(fakeOf(sandbox).state.events.length).toBe(before);
  });

  it('takes JSON only (a form post from another origin cannot reach it), and a known device', async () => {
    const device = fakeOf(sandbox).state.devices.find((d) => d.tenant === 'demo')!;
    const event = { eventType: 'State' };
    expect((await panel('demo', device.id, event, { type: 'text/plain' })).status).toBe(415);
    expect((await panel('demo', device.id, { eventType: 'Nonsense' })).status).toBe(400);
    expect((await panel('bergen-kommune', device.id, event)).status).toBe(404);
  });
});
