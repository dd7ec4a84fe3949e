export { FloorPlanEditor } from './FloorPlanEditor';
export type { FloorPlanEditorProps } from './FloorPlanEditor';
export { FloorPlanMap } from './FloorPlanMap';
export { floorPlanMapMessages, floorPlanMapMessagesIn } from './floorPlanMapMessages';
export { FLOOR_PLAN_STATUSES } from './floorPlanDevice';
export type { FloorPlanMapMessages } from './floorPlanMapMessages';
export type {
  FloorPlanAttention,
  FloorPlanDevice,
  FloorPlanDeviceStatus,
  FloorPlanMapProps,
} from './FloorPlanMap';
export { FloorPlanPreview } from './FloorPlanPreview';
export { mergeFloorPlanEdits } from './mergeFloorPlanEdits';
export type { FloorPlanRect } from './useRoomDrawing';
export type { FloorPlanPreviewProps } from './FloorPlanPreview';
export {
  devicePositions,
  floorPlanBounds,
  floorPlanDrawing,
  floorPlanView,
  parseFloorPlanInput,
  placeDevice,
  readFloorPlanShape,
  readFloorPlanShapes,
  removeDevice,
  setFloorPlanDrawing,
} from './floorPlan';
export type { FloorPlanBox, FloorPlanInput, FloorPlanPoint, FloorPlanShape } from './floorPlan';
