/**
 * The devices a `FloorPlanMap` shows (its public types), and the words it gives a device's
 * status.
 */
import type { FloorPlanMapMessages } from './floorPlanMapMessages';

/**
 * What a device on the plan is doing, in the words of a worklist (empty, low, battery low and
 * critical, offline, stuck), worst first when several hold (`FLOOR_PLAN_STATUSES`).
 */
export type FloorPlanDeviceStatus =
  | 'stuck'
  | 'empty'
  | 'criticalBattery'
  | 'offline'
  | 'lowFluid'
  | 'lowBattery'
  | 'online'
  | 'unknown';

/** Every status, worst first: the legend's order, and how an app picks the worst that holds. */
export const FLOOR_PLAN_STATUSES: readonly FloorPlanDeviceStatus[] = [
  'stuck',
  'empty',
  'criticalBattery',
  'offline',
  'lowFluid',
  'lowBattery',
  'online',
  'unknown',
];

/**
 * How urgently a device needs someone, when it does (an app's worklist decides): a critical
 * device's mark gets a solid frame, a warning's a dashed one, and both say so in words.
 */
export type FloorPlanAttention = 'critical' | 'warning';

/** A device the plan can show: one of the floor's or room's devices. */
export interface FloorPlanDevice {
  id: string;
  /** Its name on the plan and in the list (the serial number). Rendered as text. */
  label: string;
  status: FloorPlanDeviceStatus;
  /** Whether it needs attention, and how urgently; absent when it does not. */
  attention?: FloorPlanAttention;
  /** Its device page. */
  href: string;
}

/** The words of a mark: its status, and its urgency when it needs attention. */
export function statusWords(
  text: FloorPlanMapMessages,
  status: FloorPlanDeviceStatus,
  attention: FloorPlanAttention | undefined,
) {
  return attention
    ? text.statusWithAttention(text.status[status], text.attention[attention])
    : text.status[status];
}
