/** The seed's sessions: maintenance sessions of service users, and device sessions. */
import { DEMO_TENANT } from '../constants';
import type { PlatformState, UserRecord } from '../model';
import type { Random } from '../random';
import { DAY, HOUR, MINUTE } from './time';
import type { RandomBefore } from './time';

/**
 * Maintenance sessions (newest first) started by service users, most on the demo tenant, and a
 * few device sessions per customer tenant.
 */
export function seedSessions(
  state: PlatformState,
  random: Random,
  serviceUsers: UserRecord[],
  randomBefore: RandomBefore,
  nowMs: number,
) {
  const customers = state.tenants.filter((t) => t.kind === 'customer').map((t) => t.identifier);
  for (let i = 0; i < 24; i++) {
    state.userSessions.push({
      id: random.uuid(),
      // Spread over 14 days: sessions older than 7 days always show a date header (spec §9).
      created: randomBefore(14 * DAY, MINUTE),
      tenant: i < 10 ? DEMO_TENANT : random.pick(customers),
      userId: random.pick(serviceUsers).id,
    });
  }
  state.userSessions.sort((a, b) => (a.created < b.created ? 1 : -1));
  for (const tenant of customers) {
    const devices = state.devices
      .filter((d) => d.tenant === tenant)
      .slice(0, tenant === DEMO_TENANT ? 8 : 3);
    devices.forEach((device, i) => {
      const created = new Date(nowMs - random.int(HOUR, 10 * DAY)).toISOString();
      state.deviceSessions.push({
        id: random.uuid(),
        created,
        deviceId: device.id,
        tenant,
        // Some are under maintenance right now (not stopped).
        stopped:
          i % 3 === 0
            ? null
            : new Date(Date.parse(created) + random.int(10, 90) * MINUTE).toISOString(),
      });
    });
  }
}
