/**
 * The texts `FloorPlanMap`, `FloorPlanEditor` and `FloorPlanPreview` show on their own: a
 * catalogue module of the kit's catalogue of its own (compiled into
 * `locales/<language>/floorPlanMapMessages.ts`), apart from `src/messages.ts`, which every screen
 * of an app loads first, because only a floor-plan screen needs these.
 */
import { cataloguesByLanguage, icu, messageSource, type LiveCatalogue } from '../i18n/catalogue';
import { useLanguage } from '../i18n/LanguageProvider';
import en from '../locales/en/floorPlanMapMessages';

const floorPlanMapSource = messageSource({
  /** The JSON editor and its preview (`FloorPlanEditor`, `FloorPlanPreview`). */
  editor: {
    /** Spec §2 "Floor-plan page". */
    title: icu<[name: string]>('Floor-plan for {name}', 'name'),
    /** Spec §5. */
    invalid: 'Input needs to be a valid json array.',
    editorLabel: 'Floor-plan JSON',
    save: 'Save',
    previewTitle: 'Preview',
    previewLabel: icu<[rooms: number, dispensers: number]>(
      'Floor-plan preview: {rooms} {rooms, plural, one {room} other {rooms}}, {dispensers} {dispensers, plural, one {dispenser} other {dispensers}}',
      'rooms',
      'dispensers',
    ),
    previewEmpty: 'Nothing to preview yet.',
    ignored: icu<[count: number]>(
      '{count} {count, plural, one {entry} other {entries}} not shown: unknown shape or missing size.',
      'count',
    ),
  },
  toolbar: 'Plan view',
  planArea: 'Plan area',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomToFit: 'Zoom to fit',
  legend: 'Legend',
  /** A worklist's words (the console's 'Needs attention' says the same). */
  status: {
    online: 'Online',
    offline: 'Offline',
    lowBattery: 'Battery low',
    criticalBattery: 'Battery critical',
    lowFluid: 'Low fluid',
    empty: 'Empty',
    stuck: 'Motor stuck',
    unknown: 'Status unknown',
  },
  /** After the status of a device that needs attention. */
  attention: { critical: 'needs attention now', warning: 'needs attention' },
  /** A device's status words, then how urgently it needs attention. */
  statusWithAttention: icu<[status: string, attention: string]>(
    '{status}, {attention}',
    'status',
    'attention',
  ),
  markLabel: icu<[label: string, status: string]>('{label}: {status}', 'label', 'status'),
  deviceList: 'Devices',
  noDevices: 'No devices here yet.',
  /** A device's status in the list, when it has no mark on the plan. */
  notPlaced: icu<[status: string]>('{status} · not on the plan', 'status'),
  place: 'Place on plan',
  move: 'Move',
  /** Turns on drawing a room by dragging (a toggle). */
  drawRoom: 'Draw a room',
  drawRoomHow:
    'Drag across the plan from one corner of the room to the other. Escape ends without a room.',
  /** Takes a placed device off the plan (it stays in the list, not on the plan). */
  remove: 'Remove',
  /** On a read-only plan: point the device out on the plan and show what is known of it. */
  show: 'Show on plan',
  /** The Place or Move button's name: the action and the device it acts on. */
  actionOn: icu<[action: string, label: string]>('{action} {label}', 'action', 'label'),
  howToPlace:
    'To place or move a device: drag its mark, or choose Move (or Place on plan) and then click a point on the plan or use the arrow keys.',
  selected: icu<[label: string]>(
    '{label} selected: click a point on the plan to move it there, or use the arrow keys (Shift for larger steps). Escape ends.',
    'label',
  ),
  /** The same, where the app lets devices be taken off the plan. */
  selectedRemovable: icu<[label: string]>(
    '{label} selected: click a point on the plan to move it there, or use the arrow keys (Shift for larger steps). Delete takes it off the plan. Escape ends.',
    'label',
  ),
});

export type FloorPlanMapMessages = LiveCatalogue<typeof floorPlanMapSource>;

/** The floor-plan map's texts in a language. */
export const floorPlanMapMessagesIn = cataloguesByLanguage(floorPlanMapSource, {
  en,
  nb: () => import('../locales/nb/floorPlanMapMessages'),
});

/** The floor-plan map's texts in English (what tests and stories compare with). */
export const floorPlanMapMessages = /* @__PURE__ */ floorPlanMapMessagesIn('en');

/** The floor-plan map's texts in the language of the nearest `LanguageProvider`. */
export function useFloorPlanMapMessages(): FloorPlanMapMessages {
  return floorPlanMapMessagesIn(useLanguage());
}
