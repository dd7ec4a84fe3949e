import type { FakePlatform, PlatformState } from '@hygiene/fake-platform';

/**
 * Platform set-ups of the attention stories. The seed gives demo a realistic worklist (empty and
 * low dispensers, low batteries, silent and stuck devices); these change it for one state.
 */

/** Every demo device fine: full, fresh batteries, reporting now, motor free. */
export function nothingNeedsAttention(platform: FakePlatform): void {
  platform.edit((state) => {
    for (const device of state.devices) {
      if (device.tenant !== 'demo') continue;
      device.health = {
        lastMessage: state.now,
        fluid: null,
        motorStuckSince: null,
        batteryFalls: [],
      };
      if (device.batteries) device.batteries.level = 100;
    }
  });
}

/** A demo device placed in a room that needs nothing, for a live event to put on the list. */
export function healthyRoomDevice(state: PlatformState) {
  return state.devices.find(
    (d) => d.tenant === 'demo' && d.locationType === 'RoomModel' && d.powerSource === 'Mains',
  )!;
}

/** Makes `healthyRoomDevice` fine (it may be on the seeded list) and answers it. */
export function withHealthyRoomDevice(platform: FakePlatform) {
  platform.edit((state) => {
    healthyRoomDevice(state).health = {
      lastMessage: state.now,
      fluid: null,
      motorStuckSince: null,
      batteryFalls: [],
    };
  });
  return healthyRoomDevice(platform.state as PlatformState);
}
