/**
 * The events simulated dispensers send, as the hub pushes them and the platform records them.
 * Field names follow spec §3 (Event, Bluetooth event, Transaction event, Counter event).
 */

/** Event names of spec §3, typo included. */
export type DeviceEventName =
  | 'State'
  | 'HandSense'
  | 'CapacitorVoltage'
  | 'PowerOn'
  | 'ChangeTime'
  | 'MotorStuck'
  | 'MotorRun'
  | 'MotorReturned'
  | 'BatteryChanged'
  | 'Summary'
  | 'UknownEvent';

/** What every event carries. `eventType` is the hub's category (spec §9), `event` its name. */
interface EventBase {
  deviceId: string;
  serialNumber: string;
  tenantIdentifier: string;
  /** When the dispenser says it happened (ISO 8601). */
  timestamp: string;
  /** When the platform received it (ISO 8601). */
  receivedOnServer: string;
  source: 'broadcaster';
}

export interface DeviceEvent extends EventBase {
  eventType: 'Device' | 'State';
  event: DeviceEventName;
  /** Counter fields (spec §3), present on counting events such as HandSense. */
  revision?: number;
  counterNumber?: number;
  counterValue?: number;
  /** CapacitorVoltage, in volts. */
  voltage?: number;
  /** BatteryChanged, in percent. */
  batteryLevel?: number;
  /** State: the dispenser's state. */
  state?: string;
}

export interface BluetoothEvent extends EventBase {
  eventType: 'Bluetooth';
  event: 'Bluetooth';
  address: string;
  rssi: number;
}

export interface TransactionEvent extends EventBase {
  eventType: 'Transaction';
  event: 'Transaction';
  userGroupId: string;
  shiftTypeId: string;
  sectionId: string;
}

/** A device's configuration changed (pushed as ReceiveConfigEvent). */
export interface ConfigEvent extends EventBase {
  eventType: 'Config';
  event: 'ConfigChanged';
  config: { key: string; value: string };
}

/** Any simulated event; switch on `eventType`. */
export type SimulatedEvent = DeviceEvent | BluetoothEvent | TransactionEvent | ConfigEvent;

/** The hub methods of spec §7 (server to client). */
export type HubClientMethod =
  'ReceiveDeviceEvent' | 'ReceiveTransactionEvent' | 'ReceiveBluetoothEvent' | 'ReceiveConfigEvent';

/** Which hub method carries an event. */
export function hubMethodFor(event: SimulatedEvent): HubClientMethod {
  switch (event.eventType) {
    case 'Device':
    case 'State':
      return 'ReceiveDeviceEvent';
    case 'Bluetooth':
      return 'ReceiveBluetoothEvent';
    case 'Transaction':
      return 'ReceiveTransactionEvent';
    case 'Config':
      return 'ReceiveConfigEvent';
    default:
      return event satisfies never;
  }
}
