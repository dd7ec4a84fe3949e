/**
 * The texts `FloorPlanMap` shows on its own. Apart from the kit's catalogue (`src/messages.ts`),
 * which every screen of an app loads first, because only a floor-plan screen needs these; export
 * them with the catalogue when translating.
 */
export const floorPlanMapMessages = {
  toolbar: 'Plan view',
  planArea: 'Plan area',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomToFit: 'Zoom to fit',
  legend: 'Legend',
  status: {
    online: 'Online',
    offline: 'Offline',
    lowBattery: 'Low battery',
    lowFluid: 'Low fluid',
    unknown: 'Status unknown',
  },
  /** After the status of a device that needs attention. */
  attention: { critical: 'needs attention now', warning: 'needs attention' },
  /** A device's status words, then how urgently it needs attention. */
  statusWithAttention: (status: string, attention: string) => `${status}, ${attention}`,
  markLabel: (label: string, status: string) => `${label}: ${status}`,
  deviceList: 'Devices',
  noDevices: 'No devices here yet.',
  /** A device's status in the list, when it has no mark on the plan. */
  notPlaced: (status: string) => `${status} · not on the plan`,
  place: 'Place on plan',
  move: 'Move',
  /** The Place or Move button's name: the action and the device it acts on. */
  actionOn: (action: string, label: string) => `${action} ${label}`,
  howToPlace:
    'To place or move a device: drag its mark, or choose Move (or Place on plan) and then click a point on the plan or use the arrow keys.',
  selected: (label: string) =>
    `${label} selected: click a point on the plan to move it there, or use the arrow keys (Shift for larger steps). Escape ends.`,
} as const;
