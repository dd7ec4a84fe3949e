export { FloorPlanEditor } from './FloorPlanEditor';
export type { FloorPlanEditorProps } from './FloorPlanEditor';
export { FloorPlanPreview } from './FloorPlanPreview';
export type { FloorPlanPreviewProps } from './FloorPlanPreview';
export { floorPlanBounds, parseFloorPlanInput, readFloorPlanShapes } from './floorPlan';
export type { FloorPlanInput, FloorPlanShape } from './floorPlan';
