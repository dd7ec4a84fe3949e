/**
 * The events simulated dispensers send. Device events take the contract's shape
 * (`DeviceEvent` of `@hygiene/api-client`: `eventType` one of spec §3's types, the
 * Bluetooth/Transaction/counter data nested), are recorded by the platform and pushed over the
 * hub exactly as recorded, one event object per message. Config events are not device events
 * of the contract: they are only pushed.
 */
import {
  HUB_CLIENT_METHODS,
  type DeviceEvent,
  type EventType,
  type HubClientMethod,
} from '@hygiene/api-client';

/** A device event before the platform records it; fields left out are made up by the platform. */
export interface RecordableEvent {
  deviceId: string;
  eventType: EventType;
  /** The event's name; the platform picks one for the type when omitted. */
  event?: string;
  /** When the dispenser says it happened (ISO 8601). */
  timestamp: string;
  /** When the platform received it (ISO 8601). */
  receivedOnServer: string;
  source: 'broadcaster';
  counter?: DeviceEvent['counter'];
  /** A battery level the dispenser measured (the attention worklist's battery reasons). */
  battery?: DeviceEvent['battery'];
}

/** `ReceiveConfigEvent`'s payload: the device whose configuration changed. */
export interface ConfigEvent {
  deviceId: string;
  timestamp: string;
}

/** What the simulator emits for one tenant; switch on `status`. */
export type SimulatedEvent =
  | { status: 'device'; tenantIdentifier: string; event: RecordableEvent }
  | { status: 'config'; tenantIdentifier: string; event: ConfigEvent };

/** The hub methods of spec §7 (server to client). */
export type { HubClientMethod };

/** Which hub method carries a device event of this type. */
export function hubMethodFor(eventType: EventType): HubClientMethod {
  switch (eventType) {
    case 'Bluetooth':
      return HUB_CLIENT_METHODS.bluetoothEvent;
    case 'Transaction':
      return HUB_CLIENT_METHODS.transactionEvent;
    default:
      return HUB_CLIENT_METHODS.deviceEvent;
  }
}
